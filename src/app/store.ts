import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { baseApi } from '../api/baseApi';
import { profileUiSlice } from '../features/account/profile/profileUiSlice';
import { eventsFilterSlice } from '../features/events/list/eventsFilterSlice';
import { settings } from '../lib/settings';
import type { AppStartListening } from './listenerTypes';
import { makePersistedPreferencesReducer } from './preferences/persistPreferences';
import { registerPreferencesListeners } from './preferences/preferencesListeners';
import type { PreferencesState } from './preferences/preferencesSlice';
import { registerSessionListeners } from './session/sessionListeners';
import { sessionSlice } from './session/sessionSlice';

function makeRootReducer() {
  // Only `preferences` is persisted: never the API cache (stale data) nor the session (the token is a cookie).
  return combineSlices(baseApi, sessionSlice, profileUiSlice, eventsFilterSlice, {
    preferences: makePersistedPreferencesReducer(),
  });
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

/** State a test or the entry may start from; `_persist` is redux-persist's own bookkeeping. */
export type PreloadedAppState = Partial<Omit<RootState, 'preferences'>> & {
  preferences?: PreferencesState & Partial<PersistPartial>;
};

const devToolsEnabled = process.env.NODE_ENV !== 'production' || settings.devtoolsInProduction;

export function makeStore(preloadedState?: PreloadedAppState) {
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: makeRootReducer(),
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The dev-only checks run on shared, busy CI machines too: warn only when they are really slow.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
      })
        .prepend(listenerMiddleware.middleware)
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
