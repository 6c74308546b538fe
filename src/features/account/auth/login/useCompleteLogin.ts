import { useCallback } from 'react';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { sessionStarted } from '../../../../session/sessionSlice';
import type { LoginData } from '../../authApi';
import { toWireUser } from '../../wireUser';

/**
 * Starts the session (the session listener writes the token and `loggedin=true` cookies). /login is a guest-only
 * route, so its guard then sends the user back to the page they came from, else to /events.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  return useCallback(
    ({ token, user }: LoginData) => {
      dispatch(sessionStarted({ token, user: toWireUser(user) }));
    },
    [dispatch],
  );
}
