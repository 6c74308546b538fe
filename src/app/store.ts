import { combineSlices, configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { baseApi } from '../api/baseApi';
import { profileUiSlice } from '../features/account/profile/profileUiSlice';
import { favouriteChoicesSlice } from '../features/events/favouriteChoicesSlice';
import { eventsFilterSlice } from '../features/events/list/eventsFilterSlice';
import { messagesUiSlice } from '../features/messages/messagesUiSlice';
import { createCallQueue, type StoreExtra } from '../lib/callQueue';
import { settings } from '../lib/settings';
import type { AppStartListening } from './listenerTypes';
import { makePersistedPreferencesReducer } from './preferences/persistPreferences';
import { registerPreferencesListeners } from './preferences/preferencesListeners';
import type { PreferencesState } from './preferences/preferencesSlice';
import { registerSessionListeners } from './session/sessionListeners';
import { sessionSlice } from './session/sessionSlice';

export function makeRootReducer() {
  // Only `preferences` is persisted: never the API cache (stale data) nor the session (the token is a cookie).
  return combineSlices(baseApi, sessionSlice, profileUiSlice, eventsFilterSlice, favouriteChoicesSlice, messagesUiSlice, {
    preferences: makePersistedPreferencesReducer(),
  });
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

/** State a test or the entry may start from; `_persist` is redux-persist's own bookkeeping. */
export type PreloadedAppState = Partial<Omit<RootState, 'preferences'>> & {
  preferences?: PreferencesState & Partial<PersistPartial>;
};

const devToolsEnabled = process.env.NODE_ENV !== 'production' || settings.devtoolsInProduction;

const passThrough: Middleware = () => (next) => (action) => next(action);

export interface MakeStoreOptions {
  /** Runs before every other middleware: a test records the actions QA would see in Redux DevTools. */
  recorder?: Middleware;
}

export function makeStore(preloadedState?: PreloadedAppState, { recorder }: MakeStoreOptions = {}) {
  const listenerMiddleware = createListenerMiddleware();
  // Per store, never per module: two stores (two tests, two tabs) do not wait on each other's calls.
  const extra: StoreExtra = { callQueue: createCallQueue() };
  const store = configureStore({
    reducer: makeRootReducer(),
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // The dev-only checks run on shared, busy CI machines too: warn only when they are really slow.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
      })
        .prepend(recorder ?? passThrough, listenerMiddleware.middleware)
        .concat(baseApi.middleware),
    devTools: devToolsEnabled,
  });
  const startListening = listenerMiddleware.startListening as AppStartListening;
  registerSessionListeners(startListening);
  registerPreferencesListeners(startListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
