import { PURGE } from 'redux-persist';
import { loadedApi } from '../api/apiRegistry';
import { forgetMembersInServiceWorker } from '../lib/serviceWorker/registerServiceWorker';
import type { AppStartListening } from '../lib/store/listenerTypes';
import { PREFERENCES_PERSIST_KEY } from '../preferences/persistPreferences';
import { clearSessionCookies, writeSessionCookies } from './sessionCookies';
import { sessionEnded, sessionStarted } from './sessionSlice';

export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionStarted,
    effect: (action) => writeSessionCookies(action.payload.token),
  });

  // Logout or an expired token: nothing of the user may survive, in cookies, storage or the API cache.
  startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      clearSessionCookies();
      // The offline copies of My events and the tickets (keyed to the member) go too.
      void forgetMembersInServiceWorker(navigator.serviceWorker);
      api.dispatch({ type: PURGE, key: PREFERENCES_PERSIST_KEY, result: () => null });
      const apiSlice = loadedApi();
      if (apiSlice) api.dispatch(apiSlice.util.resetApiState());
    },
  });
}
