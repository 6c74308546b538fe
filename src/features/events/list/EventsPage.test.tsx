import { screen, waitFor, within } from '@testing-library/react';
import {
  buildCategory,
  buildListEvent,
  buildListEvents,
  buildPopularVenue,
  buildSpeciality,
} from '../../../testing/fixtures/eventFixtures';
import {
  eventsHandlers,
  type EventsHandlersOptions,
  type EventsListQuery,
} from '../../../testing/handlers/eventsHandlers';
import { readCookie } from '../../../lib/cookies';
import { deferred } from '../../../testing/deferred';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import EventsPage from './EventsPage';

function renderEvents(options: EventsHandlersOptions = {}) {
  const queries: EventsListQuery[] = [];
  server.use(
    ...eventsHandlers({ ...options, getEvents: { ...options.getEvents, onRequest: (query) => queries.push(query) } }),
  );
  const rendered = renderWithProviders(<EventsPage />, { route: '/events', preloadedState: loggedInState() });
  return { ...rendered, queries, lastQuery: () => queries[queries.length - 1] };
}

/**
 * Types into the location field. Its Autocomplete replaces a stand-in when the focus first reaches the field
 * (LocationSearch.test.tsx covers the hand-over): a browser's keys follow the focus to it, user-event's go to the
 * element it was given, so the keys wait for the Autocomplete.
 */
async function typeLocation(user: ReturnType<typeof renderEvents>['user'], text: string) {
  const field = () => screen.getByRole('combobox', { name: 'Search a location' });
  await user.click(await screen.findByRole('combobox', { name: 'Search a location' }));
  // Once loaded (by an earlier test of the file, or now), the field is MUI's Autocomplete at once.
  await waitFor(() => expect(field()).toHaveClass('MuiAutocomplete-input'));
  await user.type(field(), text);
}

describe('Events list', () => {
  it('shows each card with picture, name, DD/MM/YYYY date, address, description and a view link', async () => {
    const event = buildListEvent({ name: 'Torneo di calcetto', eventDate: '2026-12-12' });
    renderEvents({ events: [event] });

    const shown = await screen.findByRole('article', { name: 'Torneo di calcetto' });
    expect(within(shown).getByRole('img', { name: 'Picture of Torneo di calcetto' })).toBeInTheDocument();
    expect(within(shown).getByText('12/12/2026')).toBeInTheDocument();
    expect(within(shown).getByText(event.location.address)).toBeInTheDocument();
    expect(within(shown).getByText(event.description)).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'View Torneo di calcetto' })).toHaveAttribute(
      'href',
      `/event/detail/${event._id}`,
    );
  });

  it("disables the view button of an ended event, reading 'Evento Scaduto'", async () => {
    renderEvents({ events: [buildListEvent({ name: 'Finale di ieri', isExpired: true })] });

    const button = within(await screen.findByRole('article', { name: 'Finale di ieri' })).getByRole('button', {
      name: 'Evento Scaduto',
    });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: /View Finale di ieri/ })).not.toBeInTheDocument();
  });

  it("shows 'No Event' and no pagination when the list is empty", async () => {
    renderEvents({ events: [] });
    expect(await screen.findByText('No Event')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages by 3 and shows pagination only when the total exceeds 3', async () => {
    const { user, queries, lastQuery } = renderEvents({ events: buildListEvents(7) });

    expect(await screen.findByRole('article', { name: 'Evento numero 1' })).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ offset: 0, limit: 3 });
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));

    expect(await screen.findByRole('article', { name: 'Evento numero 7' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Evento numero 1' })).not.toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ offset: 6, limit: 3 });
  });

  it('shows the skeleton of a page while it loads, then its cards', async () => {
    const secondPage = deferred();
    const { user } = renderEvents({
      events: buildListEvents(5),
      getEvents: { holdUntil: (call) => (call === 2 ? secondPage.promise : undefined) },
    });

    expect(await screen.findByRole('article', { name: 'Evento numero 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('status', { name: 'Loading content' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article', { name: 'Evento numero 1' })).not.toBeInTheDocument();
    secondPage.release();
    expect(await screen.findByRole('article', { name: 'Evento numero 4' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading content' })).not.toBeInTheDocument();
  });

  it('hides pagination when exactly one page of events exists', async () => {
    renderEvents({ events: buildListEvents(3) });
    expect(await screen.findByRole('article', { name: 'Evento numero 3' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("toasts 'Error in Get Event List' and keeps the list as it was when a load fails", async () => {
    const failure = { message: 'Errore interno', statusCode: 500, error: 'Internal Server Error' };
    const { user, store } = renderEvents({
      events: buildListEvents(5),
      getEvents: { error: (_query, call) => (call === 2 ? failure : undefined) },
    });

    expect(await screen.findByRole('article', { name: 'Evento numero 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Error in Get Event List')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Evento numero 1' })).toBeInTheDocument();
    // The page selected goes back to the page whose cards are shown.
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(store.getState().eventsFilter.page).toBe(1);
  });
});

describe('Events filters', () => {
  it('a speciality change clears the category, goes to page 1, loads its categories and reloads', async () => {
    const calcio = buildSpeciality({ title: 'Calcio' });
    const volley = buildSpeciality({ title: 'Pallavolo' });
    const calcetto = buildCategory({ name: 'Calcio a 5' });
    const beach = buildCategory({ name: 'Beach volley' });
    const requestedCategories: string[] = [];
    const { user, store, lastQuery } = renderEvents({
      events: buildListEvents(7),
      specialities: [calcio, volley],
      categories: { [calcio._id]: [calcetto], [volley._id]: [beach] },
      getCategories: { onRequest: (specialityId) => requestedCategories.push(specialityId) },
    });

    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ offset: 3 }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('search', { name: 'Filter events' });
    expect(within(panel).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Speciality' }), 'Calcio');
    const category = await within(panel).findByRole('combobox', { name: 'Category' });
    await user.selectOptions(category, await within(category).findByRole('option', { name: 'Calcio a 5' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ specialities: calcio._id, categories: calcetto._id }));

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Speciality' }), 'Pallavolo');

    expect(store.getState().eventsFilter).toMatchObject({ specialityId: volley._id, categoryId: null, page: 1 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ specialities: volley._id, categories: null, offset: 0 }));
    expect(await within(panel).findByRole('option', { name: 'Beach volley' })).toBeInTheDocument();
    expect(requestedCategories).toEqual([calcio._id, volley._id]);
  });

  it("keeps the filter panel's open state and width in the sidebar and sidebarSize cookies (SPEC section 1)", async () => {
    const { user, store } = renderEvents({ events: buildListEvents(1) });

    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('search', { name: 'Filter events' });
    expect(readCookie('sidebar')).toBe('open');
    expect(panel).toHaveStyle({ width: '360px' });

    await user.click(within(panel.parentElement!).getByRole('button', { name: 'Narrower panel' }));
    expect(readCookie('sidebarSize')).toBe('compact');
    expect(panel).toHaveStyle({ width: '300px' });
    expect(store.getState().preferences).toMatchObject({ sidebarOpen: true, sidebarSize: 'compact' });

    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(readCookie('sidebar')).toBe('closed');
    expect(store.getState().preferences.sidebarOpen).toBe(false);
  });

  it('a popular venue sets the location; reset clears every filter, the location and the page', async () => {
    const venue = buildPopularVenue({
      name: 'Centro Sportivo Navigli',
      address: 'Alzaia Naviglio Grande 10, Milano MI',
      lat: 45.45,
      lng: 9.17,
    });
    const { user, store, lastQuery } = renderEvents({
      events: buildListEvents(7),
      venues: { popularVenues: [venue], recentSearchVenues: [] },
    });

    await user.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await user.click(screen.getByRole('button', { name: 'Popular venues' }));
    await user.click(await screen.findByRole('button', { name: /Centro Sportivo Navigli/ }));

    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ location: '9.17,45.45', address: venue.address, offset: 0 }),
    );
    expect(screen.getByRole('combobox', { name: 'Search a location' })).toHaveValue(venue.address);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dateField = await screen.findByRole('textbox', { name: 'Date' });
    expect(dateField).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    // Typed as DD/MM/YYYY (the slashes come by themselves), sent as YYYY-MM-DD.
    await user.type(dateField, '12122026');
    expect(dateField).toHaveValue('12/12/2026');
    await waitFor(() => expect(lastQuery()).toMatchObject({ date: '2026-12-12' }));

    await user.click(
      within(screen.getByRole('search', { name: 'Filter events' })).getByRole('button', { name: 'Reset' }),
    );

    expect(dateField).toHaveValue('');
    expect(store.getState().eventsFilter).toMatchObject({
      specialityId: null,
      categoryId: null,
      date: null,
      location: null,
      page: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    // The unfiltered first page was loaded at the start: it shows again.
    expect(await screen.findByRole('article', { name: 'Evento numero 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search a location' })).toHaveValue('');
  });

  it('searches places through the geocoder and filters by the chosen one', async () => {
    const searched: string[] = [];
    const { user, lastQuery } = renderEvents({
      events: buildListEvents(2),
      places: [{ address: 'Milano MI, Italia', lat: 45.4642, lng: 9.19 }],
      geocode: { onRequest: (address) => searched.push(address) },
    });

    await typeLocation(user, 'Mila');
    // The options wait for the typing to settle (400 ms) and the geocoder's answer: more than findBy's default second
    // on a loaded machine.
    await user.click(await screen.findByRole('option', { name: 'Milano MI, Italia' }, { timeout: 3000 }));

    await waitFor(() => expect(lastQuery()).toMatchObject({ location: '9.19,45.4642', address: 'Milano MI, Italia' }));
    // Debounced: the geocoder is asked once the typing has settled, not once per key.
    expect(searched).toEqual(['Mila']);
  });

  it('toasts a location search failure and offers no options', async () => {
    const { user } = renderEvents({
      events: [],
      places: [{ address: 'Milano MI, Italia', lat: 45.4642, lng: 9.19 }],
      geocode: { error: { message: 'Geocoder down', statusCode: 502, error: 'Bad Gateway' } },
    });

    await typeLocation(user, 'Mila');

    expect(await screen.findByText('Error in fetching locations', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Milano MI, Italia' })).not.toBeInTheDocument();
  });
});
