import {
  combineSlices,
  type DevToolsEnhancerOptions,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { loadedApi, whenApiLoaded } from '../api/apiRegistry';
import type { baseApi } from '../api/baseApi';
import { profileUiSlice } from '../features/account/profile/profileUiSlice';
import { favouriteChoicesSlice } from '../features/events/favouriteChoicesSlice';
import { eventsFilterSlice } from '../features/events/list/eventsFilterSlice';
import { liveLinkSlice } from '../features/messages/live/liveLinkSlice';
import { typingSlice } from '../features/messages/live/typingSlice';
import { messagesUiSlice } from '../features/messages/messagesUiSlice';
import { makePersistedOutboxReducer } from '../features/messages/outbox/outboxPersist';
import type { OutboxState } from '../features/messages/outbox/outboxSlice';
import { createCallQueue, type StoreExtra } from '../lib/callQueue';
import type { AppStartListening } from '../lib/store/listenerTypes';
import { makePersistedPreferencesReducer } from '../preferences/persistPreferences';
import { registerPreferencesListeners } from '../preferences/preferencesListeners';
import type { PreferencesState } from '../preferences/preferencesSlice';
import { registerSessionListeners } from '../session/sessionListeners';
import { sessionSlice } from '../session/sessionSlice';

export function makeRootReducer() {
  // Only `preferences` and the chat's `outbox` (unsent messages) are persisted: never the API cache (stale data) nor
  // the session (the token is a cookie).
  const reducer = combineSlices(
    sessionSlice,
    profileUiSlice,
    eventsFilterSlice,
    favouriteChoicesSlice,
    messagesUiSlice,
    liveLinkSlice,
    typingSlice,
    {
      preferences: makePersistedPreferencesReducer(),
      outbox: makePersistedOutboxReducer(),
    },
  ).withLazyLoadedSlices<WithSlice<typeof baseApi>>();
  // The API slice joins when it loads (api/apiRegistry.ts); a store made after that has it from the start.
  const api = loadedApi();
  if (api) reducer.inject(api);
  return reducer;
}

/**
 * The state as screens see it. `api` is typed as always there: only code that imports the API slice reads it, and
 * importing it attaches it to the store (until then the state has no `api` key).
 */
export type RootState = Omit<ReturnType<ReturnType<typeof makeRootReducer>>, 'api'> & {
  api: ReturnType<(typeof baseApi)['reducer']>;
};

/** Dispatched once when the API slice joins a running store, so its state is there before a screen reads it. */
export const apiAttached = createAction('app/apiAttached');

/** State a test or the entry may start from; `_persist` is redux-persist's own bookkeeping. */
export type PreloadedAppState = Partial<Omit<RootState, 'preferences' | 'outbox'>> & {
  preferences?: PreferencesState & Partial<PersistPartial>;
  outbox?: OutboxState & Partial<PersistPartial>;
};

const passThrough: Middleware = () => (next) => (action) => next(action);

export interface MakeStoreOptions {
  /**
   * Runs after every other middleware, so it sees each plain action the reducer gets, as Redux DevTools does: RTK
   * Query's middleware passes some of its own (the subscriptions' sync) straight to the next middleware.
   */
  recorder?: Middleware;
  /** Redux DevTools' connection (src/lib/qa/devtoolsOptions.ts), or none. */
  devTools?: DevToolsEnhancerOptions | false;
}

export function makeStore(preloadedState?: PreloadedAppState, { recorder, devTools = false }: MakeStoreOptions = {}) {
  const listenerMiddleware = createListenerMiddleware();
  // Per store, never per module: two stores (two tests, two tabs) do not wait on each other's calls.
  const extra: StoreExtra = { callQueue: createCallQueue() };
  const rootReducer = makeRootReducer();
  const apiAtStart = loadedApi();
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // The dev-only checks run on shared, busy CI machines too: warn only when they are really slow.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiAtStart ? apiAtStart.middleware : apiMiddleware.middleware, recorder ?? passThrough),
    devTools,
  });
  if (!apiAtStart) {
    whenApiLoaded(({ api }) => {
      rootReducer.inject(api);
      apiMiddleware.addMiddleware(api.middleware);
      store.dispatch(apiAttached());
    });
  }
  const startListening = listenerMiddleware.startListening as AppStartListening;
  registerSessionListeners(startListening);
  registerPreferencesListeners(startListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// Inside the block below, `RootState` would name the augmented module's own alias: the app's types go in by other names.
type ComposedState = RootState;
type ComposedDispatch = AppDispatch;
type ComposedStore = AppStore;
declare module '../lib/store/storeTypes' {
  interface StoreTypes {
    rootState: ComposedState;
    dispatch: ComposedDispatch;
    store: ComposedStore;
  }
}
