import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { deferred } from '../../testing/deferred';
import { buildEventDetail, buildListEvent, buildRecentSearch } from '../../testing/fixtures/eventFixtures';
import { buildProfile } from '../../testing/fixtures/userFixtures';
import { eventsHandlers } from '../../testing/handlers/eventsHandlers';
import { server } from '../../testing/server';
import { loggedInState } from '../../testing/sessionFixtures';
import { accountApi } from '../account/accountApi';
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
    const store = makeStore(loggedInState());
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

  it('refetches the profile favourites after a favourite made on the detail page, which no list holds', async () => {
    const detail = buildEventDetail({ isFavourite: false });
    let favourites: ReturnType<typeof buildListEvent>[] = [];
    let profileLoads = 0;
    server.use(
      http.get('*/api/user/profile', () => {
        profileLoads += 1;
        return HttpResponse.json({ message: 'Profilo', data: buildProfile({ favouriteEvent: favourites }) });
      }),
      http.put('*/api/user/favourite/event/:id', () => {
        favourites = [buildListEvent({ _id: detail._id, name: detail.name, isFavourite: true })];
        return HttpResponse.json({ message: 'ok', data: { isFavourite: true } });
      }),
      ...eventsHandlers({ events: [], details: [detail] }),
    );
    const store = makeStore(loggedInState());
    const profile = store.dispatch(accountApi.endpoints.getProfile.initiate());
    await profile;
    await store.dispatch(eventsApi.endpoints.getEvent.initiate(detail._id));
    expect(accountApi.endpoints.getProfile.select()(store.getState()).data?.favouriteEvent).toEqual([]);

    await store.dispatch(eventsApi.endpoints.setFavourite.initiate({ id: detail._id, isFavourite: true })).unwrap();

    await waitFor(() =>
      expect(
        accountApi.endpoints.getProfile
          .select()(store.getState())
          .data?.favouriteEvent.map((e) => e._id),
      ).toEqual([detail._id]),
    );
    expect(profileLoads).toBe(2);
    profile.unsubscribe();
  });

  it('normalises a list page through the entity adapter, in the server order', async () => {
    const events = [buildListEvent({ name: 'Primo' }), buildListEvent({ name: 'Secondo' })];
    server.use(...eventsHandlers({ events }));
    const store = makeStore(loggedInState());
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(firstPage));

    const page = eventsApi.endpoints.getEvents.select(firstPage)(store.getState()).data;
    expect(page?.events.ids).toEqual(events.map((event) => event._id));
    expect(page?.total).toBe(2);
    expect(selectEventsOfPage(store.getState(), firstPage).map((event) => event.name)).toEqual(['Primo', 'Secondo']);
  });
});

describe('eventsApi recent searches', () => {
  const milano = { address: 'Milano MI, Italia', lat: 45.4642, lng: 9.19 };

  function venuesAnsweringRecorded(recorded: { address: string }[]) {
    let calls = 0;
    server.use(
      http.get('*/api/user/popular/venues', () => {
        calls += 1;
        const recentSearchVenues = recorded.map((search) => buildRecentSearch({ address: search.address }));
        return HttpResponse.json({ message: 'OK', data: { popularVenues: [], recentSearchVenues } });
      }),
    );
    return () => calls;
  }

  it('reloads the recent searches once a first-page location search has been answered', async () => {
    const recorded: { address: string }[] = [];
    server.use(
      http.get('*/api/user/events', ({ request }) => {
        const address = new URL(request.url).searchParams.get('address');
        if (address) recorded.push({ address });
        return HttpResponse.json({ message: 'OK', data: [buildListEvent()], total: 1 });
      }),
    );
    const venueCalls = venuesAnsweringRecorded(recorded);
    const store = makeStore(loggedInState());
    const venues = store.dispatch(eventsApi.endpoints.getVenues.initiate());
    await venues;
    expect(eventsApi.endpoints.getVenues.select()(store.getState()).data?.recentSearchVenues).toEqual([]);

    await store.dispatch(eventsApi.endpoints.getEvents.initiate({ ...firstPage, location: milano }));

    await waitFor(() =>
      expect(
        eventsApi.endpoints.getVenues
          .select()(store.getState())
          .data?.recentSearchVenues.map((v) => v.address),
      ).toEqual(['Milano MI, Italia']),
    );
    expect(venueCalls()).toBe(2);
    venues.unsubscribe();
  });

  it('leaves the recent searches alone for a later page or a search without a place', async () => {
    server.use(...eventsHandlers({ events: [buildListEvent()] }));
    const venueCalls = venuesAnsweringRecorded([]);
    const store = makeStore(loggedInState());
    const venues = store.dispatch(eventsApi.endpoints.getVenues.initiate());
    await venues;

    await store.dispatch(eventsApi.endpoints.getEvents.initiate({ ...firstPage, location: milano, page: 2 }));
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(firstPage));
    // A fresh venues request would have been started synchronously with the invalidation.
    await store.dispatch(eventsApi.endpoints.getVenues.initiate());

    expect(venueCalls()).toBe(1);
    venues.unsubscribe();
  });
});
