import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { deferred } from '../../../testing/deferred';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { mockWindowWidth } from '../../../testing/mockWindowWidth';
import { loggedInState } from '../../../testing/sessionFixtures';
import { buildTestFile } from '../../../testing/testFile';
import { accountApi } from '../../account/accountApi';
import type { EventDetail } from '../eventsApi';
import {
  buildEventDetail,
  buildEventImages,
  buildListEvent,
  buildParticipants,
} from '../../../testing/fixtures/eventFixtures';
import {
  eventsHandlers,
  type EventsHandlersOptions,
  type FavouriteRequest,
} from '../../../testing/handlers/eventsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import EventDetailPage from './EventDetailPage';

function renderDetail(event: EventDetail, options: EventsHandlersOptions = {}) {
  server.use(...eventsHandlers({ details: [event], ...options }));
  return renderWithProviders(<EventDetailPage />, {
    route: `/event/detail/${event._id}`,
    path: '/event/detail/:id',
    preloadedState: loggedInState(),
  });
}

const serverError = { message: 'Errore interno', statusCode: 500, error: 'Internal Server Error' };

describe('Event detail', () => {
  it('shows the facts: speciality, dates and times, map link, category, euro cost, tickets and the https website', async () => {
    const event = buildEventDetail({ websiteUrl: 'www.asdnavigli.it', cost: 12.5, remainingTickets: 40 });
    renderDetail(event);

    expect(await screen.findByRole('heading', { level: 1, name: event.name })).toBeInTheDocument();
    expect(screen.getByText('Calcio')).toBeInTheDocument();
    expect(screen.getByText('12/12/2026 06:30 PM')).toBeInTheDocument();
    expect(screen.getByText('13/12/2026 10:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Calcio a 5')).toBeInTheDocument();
    const map = screen.getByRole('link', { name: 'Show map' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=45.4654,9.1859');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'https://www.asdnavigli.it/' })).toHaveAttribute(
      'href',
      'https://www.asdnavigli.it/',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/event/preview/${event._id}`);
  });

  it('keeps price, tickets left and register in a bar at the bottom of a phone, with room kept for it', async () => {
    renderDetail(buildEventDetail({ cost: 12.5, remainingTickets: 40 }));
    const panel = await screen.findByRole('complementary', { name: 'Event registration' });
    expect(within(panel).getByText('12,50 €')).toBeInTheDocument();
    expect(within(panel).getByText('40 tickets left')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(panel).toHaveStyle({ position: 'fixed', bottom: '0px' });
    expect(getComputedStyle(document.body).paddingBottom).toMatch(/^calc\(76px/);
  });

  describe('on a desktop', () => {
    const originalMatchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = originalMatchMedia;
    });

    it('keeps price, tickets left and register in a sticky side panel', async () => {
      mockWindowWidth(1440);
      renderDetail(buildEventDetail({ cost: 12.5, remainingTickets: 1 }));
      const panel = await screen.findByRole('complementary', { name: 'Event registration' });
      expect(within(panel).getByText('12,50 €')).toBeInTheDocument();
      expect(within(panel).getByText('1 ticket left')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Register' })).toBeInTheDocument();
      expect(panel).toHaveStyle({ position: 'sticky' });
      expect(getComputedStyle(document.body).paddingBottom).toBe('');
    });
  });

  it('does not link a website with a scheme other than http(s)', async () => {
    renderDetail(buildEventDetail({ websiteUrl: 'javascript:alert(document.cookie)' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/javascript/)).not.toBeInTheDocument();
  });

  it('renders the description as sanitised HTML: no script, no event handler', async () => {
    const payload =
      '<p>Torneo <strong>aperto</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';
    renderDetail(buildEventDetail({ description: payload }));

    const description = await screen.findByTestId('event-description');
    expect(within(description).getByText('aperto').tagName).toBe('STRONG');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect(description.innerHTML).not.toContain('hacked');
  });

  it('renders a description of inert markup as written', async () => {
    renderDetail(
      buildEventDetail({ description: '<p>Torneo <strong>aperto</strong></p><ul><li>Calcio a 5</li></ul>' }),
    );

    const description = await screen.findByTestId('event-description');
    expect(description.innerHTML).toBe('<p>Torneo <strong>aperto</strong></p><ul><li>Calcio a 5</li></ul>');
  });

  it("disables register reading 'Evento Scaduto' and hides tickets left when the event has ended", async () => {
    renderDetail(buildEventDetail({ isExpired: true, cost: 12.5, remainingTickets: 40 }));
    expect(await screen.findByRole('button', { name: 'Evento Scaduto' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Event registration' });
    expect(within(panel).getByText('12,50 €')).toBeInTheDocument();
    expect(within(panel).queryByText(/tickets? left/)).not.toBeInTheDocument();
  });

  it('offers the waiting list instead of register when no ticket remains', async () => {
    renderDetail(buildEventDetail({ remainingTickets: 0 }));
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("shows 5 participants, '+N more' to expand and a control to collapse", async () => {
    const { user } = renderDetail(buildEventDetail({ subscribedUsers: buildParticipants(8) }));
    const list = await screen.findByRole('list', { name: 'Participants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: '+3 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('Atleta8 Bianchi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows 3 pictures, expands and collapses, and previews them with keyboard navigation', async () => {
    const { user } = renderDetail(buildEventDetail({ images: buildEventImages(5) }));
    const gallery = await screen.findByRole('region', { name: 'Pictures' });
    expect(within(gallery).getAllByRole('button', { name: /^Open picture/ })).toHaveLength(3);

    await user.click(within(gallery).getByRole('button', { name: 'Show all 5 pictures' }));
    expect(within(gallery).getAllByRole('button', { name: /^Open picture/ })).toHaveLength(5);
    await user.click(within(gallery).getByRole('button', { name: 'Show less' }));
    expect(within(gallery).getAllByRole('button', { name: /^Open picture/ })).toHaveLength(3);

    await user.click(within(gallery).getByRole('button', { name: 'Open picture 2' }));
    const viewer = await screen.findByRole('dialog', { name: /Picture 2 of 5/ });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/events/foto-2.jpg');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/events/foto-3.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/events/foto-5.jpg');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists documents as links', async () => {
    const documents = [
      { _id: 'd0c000000000000000000001', name: 'Regolamento.pdf', url: '/uploads/docs/regolamento.pdf' },
    ];
    renderDetail(buildEventDetail({ documents }));
    expect(await screen.findByRole('link', { name: 'Regolamento.pdf' })).toHaveAttribute(
      'href',
      '/uploads/docs/regolamento.pdf',
    );
  });
});

describe('Event picture upload (SPEC section 5)', () => {
  async function openUpload(user: ReturnType<typeof renderDetail>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Upload a picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a picture of this event' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    return { dialog, choose: (...files: File[]) => fireEvent.change(input, { target: { files } }) };
  }

  it('checks the choice: none, not an image, too large, more than one', async () => {
    const uploads: unknown[] = [];
    const { user } = renderDetail(buildEventDetail(), { uploadImage: { onRequest: (body) => uploads.push(body) } });
    const { dialog, choose } = await openUpload(user);

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select a picture first.')).toBeInTheDocument();

    choose(buildTestFile('regolamento.pdf', 'application/pdf'));
    expect(await within(dialog).findByText('Only image files are allowed.')).toBeInTheDocument();

    choose(buildTestFile('enorme.jpg', 'image/jpeg', 2 * 1024 * 1024));
    expect(await within(dialog).findByText('Image size must be less than 2MB.')).toBeInTheDocument();

    choose(buildTestFile('a.jpg', 'image/jpeg'), buildTestFile('b.jpg', 'image/jpeg'));
    expect(await within(dialog).findByText('You can add only 1 picture.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select a picture first.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('uploads, closes the dialog, clears the picture and reloads the event', async () => {
    const event = buildEventDetail({ images: [] });
    const { user } = renderDetail(event, { uploadImage: { message: 'Image uploaded successfully.' } });
    const { dialog, choose } = await openUpload(user);

    choose(buildTestFile('partita.jpg', 'image/jpeg'));
    expect(await within(dialog).findByText('Chosen: partita.jpg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Image uploaded successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The reloaded event has the new picture.
    expect(await screen.findByRole('button', { name: 'Open picture 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload a picture' }));
    const reopened = await screen.findByRole('dialog', { name: 'Upload a picture of this event' });
    expect(within(reopened).queryByText(/^Chosen:/)).not.toBeInTheDocument();
  });

  it("toasts the server's message when the upload fails", async () => {
    const { user } = renderDetail(buildEventDetail(), {
      uploadImage: {
        error: { message: 'Image size must be less than 2MB.', statusCode: 413, error: 'Payload Too Large' },
      },
    });
    const { dialog, choose } = await openUpload(user);
    choose(buildTestFile('partita.jpg', 'image/jpeg'));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Image size must be less than 2MB.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("toasts 'Error in Uploading Event Image' when the server sends no message", async () => {
    const { user } = renderDetail(buildEventDetail());
    server.use(http.post('*/api/user/event/:id/image', () => new HttpResponse('Bad gateway', { status: 502 })));
    const { dialog, choose } = await openUpload(user);
    choose(buildTestFile('partita.jpg', 'image/jpeg'));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Error in Uploading Event Image')).toBeInTheDocument();
  });
});

describe('Favourites (SPEC section 4: toggled at once, reverted if the call fails)', () => {
  it('flips before the answer, sends the absolute state, toasts success and refetches the profile favourites', async () => {
    const event = buildEventDetail({ isFavourite: true });
    let favourites = [buildListEvent({ _id: event._id, name: event.name, isFavourite: true })];
    server.use(
      // The server's profile follows the favourite calls; the profile's list refetches through the tag.
      http.get('*/api/user/profile', () =>
        HttpResponse.json({ message: 'OK', data: buildProfile({ favouriteEvent: favourites }) }),
      ),
    );
    const hold = deferred();
    const sent: FavouriteRequest[] = [];
    const { user, store } = renderDetail(event, {
      setFavourite: {
        holdUntil: hold.promise,
        onRequest: (body) => {
          sent.push(body);
          favourites = [];
        },
      },
    });
    await act(() => store.dispatch(accountApi.endpoints.getProfile.initiate()));
    expect(accountApi.endpoints.getProfile.select()(store.getState()).data?.favouriteEvent).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));

    // Before the server answers: the heart already shows the new state, and the choice is pending in the store.
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().favouriteChoices[event._id]).toMatchObject({ isFavourite: false });
    await waitFor(() => expect(sent).toEqual([{ id: event._id, isFavourite: false }]));

    hold.release();
    expect(await screen.findByText('Event removed from Favourites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    await waitFor(() =>
      expect(accountApi.endpoints.getProfile.select()(store.getState()).data?.favouriteEvent).toEqual([]),
    );
    expect(store.getState().favouriteChoices).toEqual({});
  });

  it("reverts and toasts 'Error adding to favourites' when the call fails", async () => {
    const hold = deferred();
    const { user } = renderDetail(buildEventDetail({ isFavourite: false }), {
      setFavourite: { holdUntil: hold.promise, error: serverError },
    });

    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();

    hold.release();
    expect(await screen.findByText('Error adding to favourites')).toBeInTheDocument();
    // The revert renders on its own tick, independently of the toast.
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Event successfully added To Favourites')).not.toBeInTheDocument();
  });

  it('two quick toggles end in the state chosen last, on screen and on the server', async () => {
    const event = buildEventDetail({ isFavourite: false });
    const firstHold = deferred();
    const sent: FavouriteRequest[] = [];
    const { user } = renderDetail(event, {
      setFavourite: {
        holdUntil: (call) => (call === 1 ? firstHold.promise : undefined),
        onRequest: (body) => sent.push(body),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    // The first call is still held: the screen already shows the last choice.
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    expect(sent).toEqual([{ id: event._id, isFavourite: true }]);

    firstHold.release();
    await waitFor(() =>
      expect(sent).toEqual([
        { id: event._id, isFavourite: true },
        { id: event._id, isFavourite: false },
      ]),
    );
    expect(await screen.findByText('Event removed from Favourites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a failing older toggle does not undo the newer choice', async () => {
    const event = buildEventDetail({ isFavourite: false });
    const firstHold = deferred();
    const { user } = renderDetail(event, {
      setFavourite: {
        holdUntil: (call) => (call === 1 ? firstHold.promise : undefined),
        error: (_body, call) => (call === 1 ? serverError : undefined),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));

    firstHold.release();
    expect(await screen.findByText('Error adding to favourites')).toBeInTheDocument();
    expect(await screen.findAllByText('Event successfully added To Favourites')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("copies the share link and toasts 'Link copied to clipboard!' without native sharing", async () => {
    const event = buildEventDetail();
    const { user } = renderDetail(event);
    // After render: user-event installs its own clipboard stub when it is set up.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(event.shareUrl);
  });

  it('uses native sharing where the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const event = buildEventDetail();
    const { user } = renderDetail(event);

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: event.name, url: event.shareUrl });
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  });
});
