// Rendering cost of the events list held in the real store: 500 normalised events (an entity adapter like the
// events feature's, in the getEvents cache entry), rendered once as memoised cards that select their event by id
// as cards fed from selectAll and memoised on their event (what the product does), and as plain cards from selectAll.
// One favourite is then toggled as a reducer update, and the cards that rendered again are counted (card renders:
// no variant counts a wrapper of its own). Run by events.mjs with tsx in jsdom; prints one JSON line. Timings are
// reported, never asserted.
import { createEntityAdapter } from '@reduxjs/toolkit';
import { memo, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { installDom, median, mountTimed } from './renderBenchDom';

const EVENT_COUNT = 500;
const REDUCER_RUNS = 51;
const TOGGLE_RENDER_RUNS = 15;
const ROUNDS = 5;

async function main() {
  installDom('http://localhost/events');
  // The app's modules read the DOM when they load: import them once it exists.
  const { makeStore, AppProviders, MemoryRouter, events, EventCard, useAppSelector, loadAllCatalogues, i18nReady } =
    await import('./eventsRenderModules');
  loadAllCatalogues();
  await i18nReady;
  type RootState = ReturnType<ReturnType<typeof makeStore>['getState']>;
  type EventListItem = import('../../src/features/events/eventsApi').EventListItem;
  const { eventsApi } = events;

  // The same adapter as the events feature's (its own is module-private).
  const adapter = createEntityAdapter<EventListItem, string>({ selectId: (event) => event._id });
  const args = { specialityId: null, categoryId: null, date: null, location: null, page: 1 };
  const list: EventListItem[] = Array.from({ length: EVENT_COUNT }, (_, index) => ({
    _id: (0xe7e471000000 + index).toString(16).padStart(24, '0'),
    name: `Evento ${index + 1}`,
    picture: null,
    eventDate: '2026-12-12',
    endDate: '2026-12-12',
    time: '18:30',
    endTime: '21:00',
    description: 'Quadrangolare aperto a squadre amatoriali.',
    location: { address: 'Via dei Mille 12, 20129 Milano MI', coordinates: [9.2156, 45.4707] },
    isFavourite: false,
    isExpired: false,
  }));
  const page = { events: adapter.setAll(adapter.getInitialState(), list), total: EVENT_COUNT };
  const toggledId = list[Math.floor(EVENT_COUNT / 2)]._id;

  function storeWithEvents() {
    const store = makeStore({
      session: { loggedIn: true, user: null, endRedirectPending: false, endedUserId: null },
    });
    store.dispatch(eventsApi.util.upsertQueryEntries([{ endpointName: 'getEvents', arg: args, value: page }]));
    return store;
  }
  const toggleFavourite = () =>
    eventsApi.util.updateQueryData('getEvents', args, (draft) => {
      const event = draft.events.entities[toggledId];
      if (event) event.isFavourite = !event.isFavourite;
    });

  /**
   * RTK's auto-batch enhancer holds back subscriber notification for RTK Query's cache patches until the next frame;
   * a plain action right after releases it at once, so the re-render happens (and is timed) inside flushSync.
   */
  function toggleAndRender(store: ReturnType<typeof storeWithEvents>) {
    flushSync(() => {
      store.dispatch(toggleFavourite());
      store.dispatch({ type: 'bench/notifySubscribers' });
    });
  }

  const selectPage = eventsApi.endpoints.getEvents.select(args);
  const noIds: string[] = [];
  const renders = { byId: 0, memoCard: 0, plain: 0 };
  // The card itself, without the product's memo around it: every variant renders the same component.
  const Card = (EventCard as unknown as { type: ComponentType<{ event: EventListItem }> }).type;

  // 1. Each card selects its own event by id, memoised on the id.
  const CardById = memo(function CardById({ id }: { id: string }) {
    const event = useAppSelector((state: RootState) => selectPage(state).data?.events.entities[id]);
    renders.byId += 1;
    return event ? <Card event={event} /> : null;
  });
  function ListById() {
    const ids = useAppSelector((state: RootState) => selectPage(state).data?.events.ids ?? noIds);
    return ids.map((id) => <CardById key={id} id={id} />);
  }

  // 2. What src/features/events/list/EventsResults.tsx does: selectAll, a card memoised on its event object
  // (unchanged events keep their object through the immer update). The counter sits inside the memo: it counts
  // card renders, never the wrapper's.
  const MemoCard = memo(function MemoCard({ event }: { event: EventListItem }) {
    renders.memoCard += 1;
    return <Card event={event} />;
  });
  function ListOfMemoCards() {
    const all = useAppSelector((state: RootState) => events.selectEventsOfPage(state, args));
    return all.map((event) => <MemoCard key={event._id} event={event} />);
  }

  // 3. selectAll and plain cards: every card renders again.
  function PlainCard({ event }: { event: EventListItem }) {
    renders.plain += 1;
    return <Card event={event} />;
  }
  function ListOfPlainCards() {
    const all = useAppSelector((state: RootState) => events.selectEventsOfPage(state, args));
    return all.map((event) => <PlainCard key={event._id} event={event} />);
  }

  function renderAndToggle(List: ComponentType, counter: keyof typeof renders) {
    const store = storeWithEvents();
    const { container, mountMs, unmount } = mountTimed(
      createRoot,
      <AppProviders store={store}>
        <MemoryRouter>
          <List />
        </MemoryRouter>
      </AppProviders>,
    );
    const cards = container.querySelectorAll('article').length;

    renders[counter] = 0;
    toggleAndRender(store);
    const rerenderedByOneToggle = renders[counter];

    const toggleMs: number[] = [];
    for (let run = 0; run < TOGGLE_RENDER_RUNS; run += 1) {
      const started = performance.now();
      toggleAndRender(store);
      toggleMs.push(performance.now() - started);
    }
    unmount();
    return { cards, mountMs, rerenderedByOneToggle, toggleWithRenderMedianMs: median(toggleMs) };
  }

  // Alternated rounds, so that warm-up and garbage collection fall on every variant alike.
  const variants = { byId: ListById, memoCard: ListOfMemoCards, plain: ListOfPlainCards } as const;
  const rounds: Record<keyof typeof variants, ReturnType<typeof renderAndToggle>[]> = {
    byId: [],
    memoCard: [],
    plain: [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of Object.keys(variants) as (keyof typeof variants)[])
      rounds[name].push(renderAndToggle(variants[name], name));
  }
  const summary = (name: keyof typeof variants) => ({
    cards: rounds[name][0].cards,
    rerenderedByOneToggle: rounds[name][0].rerenderedByOneToggle,
    mountMs: median(rounds[name].map((r) => r.mountMs)),
    toggleWithRenderMedianMs: median(rounds[name].map((r) => r.toggleWithRenderMedianMs)),
  });

  // The reducer update alone: a store with the events and nothing rendered.
  const store = storeWithEvents();
  const reducerMs: number[] = [];
  for (let run = 0; run < REDUCER_RUNS; run += 1) {
    const started = performance.now();
    store.dispatch(toggleFavourite());
    reducerMs.push(performance.now() - started);
  }

  console.info(
    JSON.stringify({
      events: EVENT_COUNT,
      byId: summary('byId'),
      memoCard: summary('memoCard'),
      plain: summary('plain'),
      reducer: { runs: REDUCER_RUNS, medianMs: median(reducerMs) },
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
