import { screen, waitFor, within } from '@testing-library/react';
import { buildAssociations } from '../../testing/fixtures/associationFixtures';
import { buildProfile } from '../../testing/fixtures/userFixtures';
import { accountHandlers, type AssociationsQuery } from '../../testing/handlers/accountHandlers';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState } from '../../testing/sessionFixtures';
import type { AssociationDetail } from './associationsApi';
import ProfileRoutePage from '../../app/pages/ProfileRoutePage';
import { PROFILE_TAB_STORAGE_KEY } from '../account/profile/profileTabs';

function renderAssociationsTab(associations: AssociationDetail[], route = '/profile') {
  const queries: AssociationsQuery[] = [];
  sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'association');
  server.use(...accountHandlers({ associations, getAssociations: { onRequest: (query) => queries.push(query) } }));
  const view = renderWithProviders(
    <>
      <ProfileRoutePage />
      <LocationProbe />
    </>,
    {
      route,
      preloadedState: loggedInState({ user: buildProfile() }),
    },
  );
  return { ...view, queries };
}

function cardNames() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('Associations tab', () => {
  it('shows cards with picture, name, e-mail, followers and a view link, 3 to a page', async () => {
    const associations = buildAssociations(4);
    const { user, queries } = renderAssociationsTab(associations);

    await waitFor(() =>
      expect(cardNames()).toEqual(['ASD Polisportiva Navigli', 'Volley Club Bergamo', 'Nuoto Libero Torino']),
    );
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByRole('img', { name: 'Logo of ASD Polisportiva Navigli' })).toHaveAttribute(
      'src',
      associations[0].picture,
    );
    expect(within(first).getByText(associations[0].email)).toBeInTheDocument();
    expect(within(first).getByText('3 followers')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View ASD Polisportiva Navigli' })).toHaveAttribute(
      'href',
      `/association/${associations[0]._id}`,
    );
    expect(queries[0]).toEqual({ name: '', offset: 0, limit: 3 });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    await waitFor(() => expect(cardNames()).toEqual(['Atletica Colli Euganei']));
    expect(queries.at(-1)).toEqual({ name: '', offset: 3, limit: 3 });
  });

  it('searches by name once typing settles, starting again from page 1', async () => {
    const { user, queries } = renderAssociationsTab(buildAssociations(7));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(['Rugby Lambro']));

    await user.type(screen.getByRole('searchbox', { name: 'Search associations by name' }), 'volley');

    await waitFor(() => expect(cardNames()).toEqual(['Volley Club Bergamo']));
    expect(queries.at(-1)).toEqual({ name: 'volley', offset: 0, limit: 3 });
    // Every keystroke does not become a request: the partial names never went out.
    expect(queries.map((query) => query.name)).not.toContain('v');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens on the search and page the address names (a reload, Back or a QA replay shows the same list)', async () => {
    const { queries } = renderAssociationsTab(buildAssociations(7), '/profile?q=o&page=2');

    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({ name: 'o', offset: 3, limit: 3 });
    expect(screen.getByRole('searchbox', { name: 'Search associations by name' })).toHaveValue('o');
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page'));
  });

  it("shows 'Error in Fetching Data' with the error and keeps the list when a load fails", async () => {
    const { user } = renderAssociationsTab(buildAssociations(4));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    server.use(
      ...accountHandlers({
        getAssociations: { error: { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' } },
      }),
    );

    await user.click(screen.getByRole('searchbox', { name: 'Search associations by name' }));
    await user.paste('nuoto');

    expect(await screen.findByText('Error in Fetching Data: Database unavailable')).toBeInTheDocument();
    expect(cardNames()).toEqual(['ASD Polisportiva Navigli', 'Volley Club Bergamo', 'Nuoto Libero Torino']);
  });

  it('says so when no association matches', async () => {
    renderAssociationsTab([]);
    expect(await screen.findByText('No associations found')).toBeInTheDocument();
  });

  it('marks the associations the member follows, and shows only those with the filter (kept in the address)', async () => {
    const associations = buildAssociations(4).map((association, index) => ({
      ...association,
      isFollower: index === 1 || index === 3,
    }));
    const { user, queries } = renderAssociationsTab(associations);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const cards = screen.getAllByRole('article');
    expect(within(cards[1]).getByText('Following')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Following')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Only the ones I follow' }));

    await waitFor(() => expect(cardNames()).toEqual(['Volley Club Bergamo', 'Atletica Colli Euganei']));
    expect(queries.at(-1)).toEqual({ name: '', offset: 0, limit: 3, followed: true });
    expect(screen.getByTestId('location')).toHaveTextContent('followed=1');
  });

  it('says the member follows none yet when the filter finds nothing', async () => {
    renderAssociationsTab(buildAssociations(2), '/profile?followed=1');
    expect(await screen.findByText('You do not follow any association yet.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Only the ones I follow' })).toBeChecked();
  });
});
