import { useEffect } from 'react';
import { LOGIN_POLL_MS } from '../lib/constants';
import { useAppDispatch, useAppStore } from '../lib/store/hooks';
import { readSessionCookies } from './sessionCookies';
import { sessionEnded, sessionFoundInCookies } from './sessionSlice';

/**
 * SPEC section 4: the login state follows the cookies, checked every second, so a logout or login in another
 * tab (or cookies cleared by the browser) reaches this one.
 */
export function useSessionWatch(intervalMs: number = LOGIN_POLL_MS): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const check = () => {
      const cookies = readSessionCookies();
      const { loggedIn } = store.getState().session;
      if (loggedIn && !cookies.loggedIn) dispatch(sessionEnded('cookiesCleared'));
      else if (!loggedIn && cookies.loggedIn && cookies.token) dispatch(sessionFoundInCookies());
    };
    const timer = window.setInterval(check, intervalMs);
    return () => window.clearInterval(timer);
  }, [dispatch, store, intervalMs]);
}
