import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReturnToState } from '../lib/returnTo';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { findAppRoute } from './routeMatch';
import { LOGIN_PATH } from './routes';
import { selectEndedUserId, selectEndRedirectPending, sessionEndRedirected } from '../session/sessionSlice';

/** When the session ends (logout, expired token, cookies gone) the user goes to /login. */
export function useSessionEndRedirect(): void {
  const pending = useAppSelector(selectEndRedirectPending);
  const endedUserId = useAppSelector(selectEndedUserId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!pending) return;
    // Cleared only once /login shows: until then the route guard must not take the user for a visitor.
    if (pathname === LOGIN_PATH) {
      dispatch(sessionEndRedirected());
      return;
    }
    // From a page that needs login, login can bring the same member back to it.
    const state: ReturnToState | undefined =
      findAppRoute(pathname)?.access === 'auth'
        ? { from: { pathname, search, hash }, ...(endedUserId ? { userId: endedUserId } : {}) }
        : undefined;
    navigate(LOGIN_PATH, { state });
  }, [pending, endedUserId, pathname, search, hash, navigate, dispatch]);
}
