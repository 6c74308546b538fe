import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { TOAST_DURATION_MS } from '../lib/constants';
import { returnPathFrom, type ReturnToState } from '../lib/returnTo';
import { toast } from '../lib/toast';
import { useAppSelector } from '../lib/store/hooks';
import { HOME_FOR_LOGGED_IN, LOGIN_PATH, type RouteAccess } from './routes';
import { selectEndRedirectPending, selectIsLoggedIn, selectSessionUser } from '../session/sessionSlice';

/** SPEC section 2: 'Please login first' for 2 s, then /login, remembering where the user was going. */
function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const state: ReturnToState = { from: { pathname, search, hash } };

  useEffect(() => {
    toast.warning(
      { key: 'messages.session.loginFirst' },
      {
        autoHideDuration: TOAST_DURATION_MS.loginWarning,
        preventDuplicate: true,
      },
    );
  }, []);

  return <Navigate to={LOGIN_PATH} replace state={state} />;
}

/**
 * Applies a route's access level. When the session ends while an auth page is open, the guard stays quiet and
 * the session-end redirect (useSessionEndRedirect) takes the user to /login without the warning.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionJustEnded = useAppSelector(selectEndRedirectPending);
  // The id alone: the guard wraps every page, and the user's other fields (the bell's count) change often.
  const userId = useAppSelector((state) => selectSessionUser(state)?.id);
  const { state } = useLocation();

  // A guest page left by logging in goes back to where the guard sent the user from, else home.
  if (access === 'guestOnly' && loggedIn) {
    return <Navigate to={returnPathFrom(state, HOME_FOR_LOGGED_IN, userId)} replace />;
  }
  if (access === 'auth' && !loggedIn) return sessionJustEnded ? null : <RedirectToLogin />;
  return children;
}
