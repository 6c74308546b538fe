import { configureStore, isPlainObject, Tuple, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { baseApi } from '../api/baseApi';
import { authApi } from '../features/account/authApi';
import { toWireUser } from '../features/account/wireUser';
import { eventsApi } from '../features/events/eventsApi';
import { selectEventsFilter, specialityChanged } from '../features/events/list/eventsFilterSlice';
import { deferred } from '../testing/deferred';
import { buildListEvent, buildSpeciality } from '../testing/fixtures/eventFixtures';
import { eventsHandlers } from '../testing/handlers/eventsHandlers';
import { buildPreferences } from '../testing/preferencesFixtures';
import { server } from '../testing/server';
import { languageChanged } from '../preferences/preferencesSlice';
import { sessionStarted } from '../session/sessionSlice';
import { makeRootReducer, makeStore, type PreloadedAppState, type RootState } from './store';

/** What Redux DevTools keeps: every plain action, in order (thunks are not actions; what they dispatch is). */
function recordActions() {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (isPlainObject(action)) actions.push(structuredClone(action) as UnknownAction);
    return next(action);
  };
  return { actions, recorder };
}

/**
 * A store with the app's reducers and no middleware (no network, no listeners, no cookies), started from the same
 * state as the recorded one, as DevTools replays from the committed state.
 */
function replay(start: PreloadedAppState, actions: UnknownAction[]): RootState {
  const store = configureStore({
    reducer: makeRootReducer(),
    preloadedState: start as Partial<RootState>,
    middleware: () => new Tuple(),
  });
  // redux-persist's bookkeeping actions carry callbacks (not data) and start storage I/O: DevTools skips them too.
  for (const action of actions) if (!action.type.startsWith('persist/')) store.dispatch(action);
  // The test imports the API slice, so the reducer has it.
  return store.getState() as RootState;
}

it('replaying the recorded actions of a real flow into a fresh store gives the same state', async () => {
  const speciality = buildSpeciality({ title: 'Calcio' });
  const event = buildListEvent({ isFavourite: false });
  const firstFavourite = deferred();
  server.use(
    ...eventsHandlers({
      events: [event, buildListEvent()],
      specialities: [speciality],
      setFavourite: {
        holdUntil: (call) => (call === 1 ? firstFavourite.promise : undefined),
        error: (_body, call) => (call === 2 ? { message: 'No', statusCode: 500, error: 'Internal' } : undefined),
      },
    }),
  );
  const { actions, recorder } = recordActions();
  const start: PreloadedAppState = { preferences: buildPreferences({ language: 'it' }) };
  const store = makeStore(start, { recorder });

  // Log in.
  const login = await store
    .dispatch(authApi.endpoints.login.initiate({ email: 'mario@campo.test', password: 'Password1!' }))
    .unwrap();
  store.dispatch(sessionStarted({ token: login.data.token, user: toWireUser(login.data.user) }));

  // Filter the events by a speciality; the list and the options stay subscribed, as on screen.
  const options = store.dispatch(eventsApi.endpoints.getSpecialities.initiate());
  await options;
  store.dispatch(specialityChanged(speciality._id));
  const list = store.dispatch(eventsApi.endpoints.getEvents.initiate(selectEventsFilter(store.getState())));
  await list;

  // Favourite twice quickly: add (held, then accepted), remove (refused): the screen goes back to "favourite".
  const add = store.dispatch(eventsApi.endpoints.setFavourite.initiate({ id: event._id, isFavourite: true }));
  const remove = store.dispatch(eventsApi.endpoints.setFavourite.initiate({ id: event._id, isFavourite: false }));
  expect(store.getState().favouriteChoices[event._id]).toMatchObject({ isFavourite: false });
  firstFavourite.release();
  await add;
  await remove;

  // Switch language: the localised data refetches.
  store.dispatch(languageChanged('en'));
  await waitFor(() =>
    expect(Object.values(store.getState().api.queries).every((query) => query?.status !== 'pending')).toBe(true),
  );
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  // RTK Query writes the subscriptions into the state on a timer, with an action its middleware hands straight on.
  await waitFor(() => expect(Object.keys(store.getState().api.subscriptions)).not.toHaveLength(0));

  const live = store.getState();
  const listed = eventsApi.endpoints.getEvents.select(selectEventsFilter(live))(live).data;
  expect(listed?.events.entities[event._id]?.isFavourite).toBe(true);
  expect(live.favouriteChoices).toEqual({});
  expect(live.preferences.language).toBe('en');
  expect(live.session.loggedIn).toBe(true);

  // Request ids and timestamps travel in the actions' meta, so even they match and no timestamp is left out. One
  // marker describes the store's machinery, not the app: redux-persist's `_persist` (written by the skipped persist/
  // actions).
  const withoutMachinery = ({ preferences, ...rest }: RootState) => ({
    ...rest,
    preferences: { ...preferences, _persist: undefined },
  });
  expect(withoutMachinery(replay(start, actions))).toEqual(withoutMachinery(live));
  options.unsubscribe();
  list.unsubscribe();
});
