import { screen } from '@testing-library/react';
import { AvatarPicture } from '../../../components/AvatarPicture';
import { formatDateAndTime } from '../../../lib/format';
import { buildEventDetail, buildEventImages, buildParticipants } from '../../../testing/fixtures/eventFixtures';
import { eventsHandlers } from '../../../testing/handlers/eventsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { isInertHtml } from '../components/inertHtml';
import EventDetailPage from './EventDetailPage';

// Each render of the facts formats the dates, each of the description checks its markup, each of the participants
// draws their avatars: counting those calls counts the sections' renders.
jest.mock('../../../lib/format', () => {
  const actual = jest.requireActual<typeof import('../../../lib/format')>('../../../lib/format');
  return { ...actual, formatDateAndTime: jest.fn(actual.formatDateAndTime) };
});
jest.mock('../components/inertHtml', () => {
  const actual = jest.requireActual<typeof import('../components/inertHtml')>('../components/inertHtml');
  return { ...actual, isInertHtml: jest.fn(actual.isInertHtml) };
});
jest.mock('../../../components/AvatarPicture', () => {
  const actual = jest.requireActual<typeof import('../../../components/AvatarPicture')>(
    '../../../components/AvatarPicture',
  );
  return { ...actual, AvatarPicture: jest.fn(actual.AvatarPicture) };
});

const renders = () => ({
  facts: jest.mocked(formatDateAndTime).mock.calls.length,
  description: jest.mocked(isInertHtml).mock.calls.length,
  participants: jest.mocked(AvatarPicture).mock.calls.length,
});

describe('Event detail, a favourite toggled', () => {
  it('renders the heart again, not the facts, the description or the participants', async () => {
    const event = buildEventDetail({
      isFavourite: false,
      description: '<p>Five-a-side on <strong>Saturday</strong>.</p>',
      subscribedUsers: buildParticipants(4),
      images: buildEventImages(2),
    });
    server.use(...eventsHandlers({ details: [event] }));
    const { user } = renderWithProviders(<EventDetailPage />, {
      route: `/event/detail/${event._id}`,
      path: '/event/detail/:id',
      preloadedState: loggedInState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    // The cache flips at once, then the answer settles the mutation: both are renders of the page.
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const afterFlip = renders();
    expect(afterFlip.facts).toBeGreaterThan(0);
    expect(afterFlip.description).toBeGreaterThan(0);
    expect(afterFlip.participants).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Event removed from Favourites')).toBeInTheDocument();
    expect(renders()).toEqual(afterFlip);
  });
});
