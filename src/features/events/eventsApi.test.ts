import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { buildEventDetail, buildListEvent, deferred, loggedInEnglishState } from '../../testing/fixtures/eventFixtures';
import { eventsHandlers } from '../../testing/handlers/eventsHandlers';
import { server } from '../../testing/server';
import { eventsApi, selectEventsOfPage, type EventsQuery } from './eventsApi';

const firstPage: EventsQuery = { specialityId: null, categoryId: null, date: null, location: null, page: 1 };

describe('eventsApi favourite toggle', () => {
  it('patches the list page and the detail before the answer, and undoes both when the call fails', async () => {
    const listed = buildListEvent({ isFavourite: false });
    const detail = buildEventDetail({ _id: listed._id, isFavourite: false });
    const hold = deferred();
    server.use(
      ...eventsHandlers({
        events: [listed, buildListEvent()],
        details: [detail],
        setFavourite: { holdUntil: hold.promise, error: { message: 'No', statusCode: 500, error: 'Internal' } },
      }),
    );
    const store = makeStore(loggedInEnglishState());
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(firstPage));
    await store.dispatch(eventsApi.endpoints.getEvent.initiate(listed._id));

    const toggle = store.dispatch(eventsApi.endpoints.setFavourite.initiate({ id: listed._id, isFavourite: true }));

    await waitFor(() => expect(selectEventsOfPage(store.getState(), firstPage)[0].isFavourite).toBe(true));
    expect(eventsApi.endpoints.getEvent.select(listed._id)(store.getState()).data?.isFavourite).toBe(true);
    expect(selectEventsOfPage(store.getState(), firstPage)[1].isFavourite).toBe(false);

    hold.release();
    await toggle.unwrap().catch(() => undefined);
    await waitFor(() => expect(selectEventsOfPage(store.getState(), firstPage)[0].isFavourite).toBe(false));
    expect(eventsApi.endpoints.getEvent.select(listed._id)(store.getState()).data?.isFavourite).toBe(false);
  });

  it('normalises a list page through the entity adapter, in the server order', async () => {
    const events = [buildListEvent({ name: 'Primo' }), buildListEvent({ name: 'Secondo' })];
    server.use(...eventsHandlers({ events }));
    const store = makeStore(loggedInEnglishState());
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(firstPage));

    const page = eventsApi.endpoints.getEvents.select(firstPage)(store.getState()).data;
    expect(page?.events.ids).toEqual(events.map((event) => event._id));
    expect(page?.total).toBe(2);
    expect(selectEventsOfPage(store.getState(), firstPage).map((event) => event.name)).toEqual(['Primo', 'Secondo']);
  });
});
