import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../../api/baseApi';
import { specialityChanged } from '../../../features/events/list/eventsFilterSlice';
import { locationChanged } from '../../../lib/qa/locationChanged';
import type { LoadedSession } from '../../../lib/qa/sessionFile';
import { languageChanged } from '../../../preferences/preferencesSlice';
import { buildPreferences } from '../../../testing/preferencesFixtures';
import { comparableState, createReplay, ReplayError } from './replayStore';

function session(actions: UnknownAction[], urls: string[] = []): LoadedSession {
  return {
    preloadedState: { preferences: buildPreferences({ language: 'it' }) },
    actions,
    urls,
    context: undefined,
  };
}

const log = [
  locationChanged('/events'),
  specialityChanged('s1'),
  languageChanged('en'),
  locationChanged('/products?page=2'),
  specialityChanged('s2'),
];

it('shows the state after any number of actions, forwards, backwards and by jumps', () => {
  const replay = createReplay(session(log));
  const { store } = replay;
  expect(store.getState().preferences.language).toBe('it');
  replay.show(1);
  replay.show(2);
  expect(store.getState().eventsFilter.specialityId).toBe('s1');
  replay.show(5);
  expect(store.getState()).toMatchObject({ eventsFilter: { specialityId: 's2' }, preferences: { language: 'en' } });
  replay.show(2);
  expect(store.getState()).toMatchObject({ eventsFilter: { specialityId: 's1' }, preferences: { language: 'it' } });
  replay.show(99);
  expect(replay.position()).toBe(5);
  replay.show(-3);
  expect(replay.position()).toBe(0);
  expect(store.getState().eventsFilter.specialityId).toBeNull();
});

it('the address at each action comes from the file, or from the recorded route changes when the file has none', () => {
  const urls = ['/a', '/b', '/c', '/d', '/e'];
  expect(createReplay(session(log, urls)).urlAt(3)).toBe('/c');
  const derived = createReplay(session(log));
  expect([0, 1, 2, 3, 4, 5].map((at) => derived.urlAt(at))).toEqual([
    '/events',
    '/events',
    '/events',
    '/events',
    '/products?page=2',
    '/products?page=2',
  ]);
});

it('what the screens dispatch changes nothing and runs nothing: only the log moves the state', () => {
  const replay = createReplay(session(log));
  const { store } = replay;
  const before = store.getState();
  const thunk = jest.fn();
  const result = store.dispatch(thunk as never) as unknown as { unsubscribe: () => void; unwrap: () => unknown };
  expect(thunk).not.toHaveBeenCalled();
  expect(() => result.unsubscribe()).not.toThrow();
  expect(result.unwrap()).toBeInstanceOf(Promise);
  store.dispatch(specialityChanged('from-a-screen'));
  expect(store.getState()).toBe(before);
  // RTK Query's hooks ask its middleware for the subscriptions; the replay answers for it.
  const selectors = store.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    isRequestSubscribed: () => boolean;
  };
  expect(selectors.isRequestSubscribed()).toBe(true);
});

it('an action the reducers cannot take names its place in the file', () => {
  const broken = { type: 'api/executeQuery/fulfilled', payload: {}, meta: { arg: { endpointName: 'nope' } } };
  expect(() => createReplay(session([locationChanged('/'), broken]))).toThrow(new ReplayError(2));
});

it("compares states as exported: sanitised, without what only RTK Query's middleware writes", () => {
  const state = {
    api: { config: { middlewareRegistered: true, online: true }, subscriptions: { 'getCart(undefined)': {} } },
    user: { email: 'a@b.it' },
  };
  expect(comparableState(state)).toEqual({ api: { config: { online: true } }, user: { email: '[email]' } });
  expect(state.api.config.middlewareRegistered).toBe(true);
});
