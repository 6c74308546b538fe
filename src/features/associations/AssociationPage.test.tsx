import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { deferred } from '../../testing/deferred';
import { buildAssociationDetail, buildAssociations } from '../../testing/fixtures/associationFixtures';
import { buildListEvent } from '../../testing/fixtures/eventFixtures';
import { buildProfile } from '../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../testing/handlers/accountHandlers';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../testing/sessionFixtures';
import type { AssociationDetail } from './associationsApi';
import { PROFILE_TAB_STORAGE_KEY } from '../account/profile/profileTabs';
import AssociationPage from './AssociationPage';

function renderAssociation(association: AssociationDetail, options: Parameters<typeof accountHandlers>[0] = {}) {
  const follows: { id: string; isFollower: boolean }[] = [];
  server.use(
    ...accountHandlers({
      associations: [association],
      ...options,
      followAssociation: { ...options.followAssociation, onRequest: (body) => follows.push(body) },
    }),
  );
  const view = renderWithProviders(<AssociationPage />, {
    route: `/association/${association._id}`,
    path: '/association/:id',
    preloadedState: loggedInState({ user: buildProfile() }),
  });
  return { ...view, follows };
}

describe('Association page', () => {
  it('shows the association, its upcoming events and a follow button', async () => {
    const event = buildListEvent({ name: 'Open day di pallavolo', eventDate: '2027-01-09', endDate: '2027-01-09' });
    const association = buildAssociationDetail({ followers: 12, upcomingEvents: [event] });
    renderAssociation(association);

    expect(await screen.findByRole('heading', { level: 1, name: association.name })).toBeInTheDocument();
    expect(screen.getByText('12 followers')).toBeInTheDocument();
    expect(screen.getByText(association.description ?? '')).toBeInTheDocument();
    expect(screen.getByText('Calcio a 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.polisportivanavigli.it' })).toHaveAttribute(
      'href',
      'https://www.polisportivanavigli.it',
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(upcoming).getByText('09/01/2027')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'View Open day di pallavolo' })).toHaveAttribute(
      'href',
      `/event/detail/${event._id}`,
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows 'No Event' when nothing is coming up", async () => {
    renderAssociation(buildAssociationDetail({ upcomingEvents: [] }));
    expect(await screen.findByText('No Event')).toBeInTheDocument();
  });

  it('counts the new follower at once, sends the absolute state and keeps the server count', async () => {
    const hold = deferred();
    const association = buildAssociationDetail({ followers: 12, isFollower: false });
    const { user, follows } = renderAssociation(association, { followAssociation: { holdUntil: hold.promise } });

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByText('13 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeDisabled();
    await waitFor(() => expect(follows).toEqual([{ id: association._id, isFollower: true }]));

    hold.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow' })).toBeEnabled());
    expect(screen.getByText('13 followers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('12 followers')).toBeInTheDocument();
    await waitFor(() => expect(follows.at(-1)).toEqual({ id: association._id, isFollower: false }));
  });

  it('puts the count and the button back and says why when the follow fails', async () => {
    const hold = deferred();
    const error = { message: 'Association not found.', statusCode: 404, error: 'Not Found' };
    const association = buildAssociationDetail({ followers: 12, isFollower: false });
    const { user } = renderAssociation(association, { followAssociation: { holdUntil: hold.promise, error } });

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('13 followers')).toBeInTheDocument();

    hold.release();

    expect(await screen.findByText('Association not found.')).toBeInTheDocument();
    expect(await screen.findByText('12 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('updates the cached association list too, so the profile tab shows the new count', async () => {
    const associations = buildAssociations(2);
    server.use(...accountHandlers({ associations }));
    setLoggedInCookies();
    sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'association');
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/profile', preloadedState: loggedInState({ user: buildProfile() }) },
    );

    await user.click(await screen.findByRole('link', { name: 'View Volley Club Bergamo' }));
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('5 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my profile' }));

    const card = (await screen.findByRole('link', { name: 'View Volley Club Bergamo' })).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('5 followers')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });
});
