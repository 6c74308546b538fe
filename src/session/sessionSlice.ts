import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireUser } from '../api/wire';
import { readSessionCookies } from './sessionCookies';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  image: string | null;
  notificationCount: number;
  passwordChanged: boolean;
}

export interface SessionState {
  /** The token itself lives only in the `{product}-Web-Token` cookie, which the base query reads. */
  loggedIn: boolean;
  user: SessionUser | null;
  /** The session just ended and the app has yet to take the user to /login. */
  endRedirectPending: boolean;
  /** Whose session ended last (when known): /login sends only that member back to the page they were on. */
  endedUserId: string | null;
}

export type SessionEndReason = 'logout' | 'expired' | 'cookiesCleared';

function toSessionUser(user: WireUser, previous: SessionUser | null): SessionUser {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: [user.mobilePrefix, user.mobile].filter(Boolean).join(' '),
    image: user.picture ?? null,
    notificationCount: user.notificationCount ?? previous?.notificationCount ?? 0,
    passwordChanged: user.isPasswordChanged ?? previous?.passwordChanged ?? false,
  };
}

function initialSessionState(): SessionState {
  return { loggedIn: readSessionCookies().loggedIn, user: null, endRedirectPending: false, endedUserId: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Dispatched by the account feature after a successful login; a listener writes the cookies. */
    sessionStarted(state, action: PayloadAction<{ token: string; user: WireUser }>) {
      state.loggedIn = true;
      state.user = toSessionUser(action.payload.user, null);
      state.endRedirectPending = false;
    },
    /** The cookies show a session this store did not start (e.g. a login in another tab). */
    sessionFoundInCookies(state) {
      state.loggedIn = true;
      state.endRedirectPending = false;
    },
    /** Fresh profile data (GET /user/profile or an update). */
    sessionUserUpdated(state, action: PayloadAction<WireUser>) {
      state.user = toSessionUser(action.payload, state.user);
    },
    notificationCountChanged(state, action: PayloadAction<number>) {
      if (state.user) state.user.notificationCount = action.payload;
    },
    /** Ends the session; listeners clear the cookies, the persisted state and the API cache. */
    sessionEnded: {
      reducer(state) {
        return { loggedIn: false, user: null, endRedirectPending: true, endedUserId: state.user?.id ?? null };
      },
      prepare(reason: SessionEndReason = 'logout') {
        return { payload: { reason } };
      },
    },
    sessionEndRedirected(state) {
      state.endRedirectPending = false;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.loggedIn,
    selectSessionUser: (state) => state.user,
    selectEndRedirectPending: (state) => state.endRedirectPending,
    selectEndedUserId: (state) => state.endedUserId,
  },
});

export const {
  sessionStarted,
  sessionFoundInCookies,
  sessionUserUpdated,
  notificationCountChanged,
  sessionEnded,
  sessionEndRedirected,
} = sessionSlice.actions;
export const { selectIsLoggedIn, selectSessionUser, selectEndRedirectPending, selectEndedUserId } =
  sessionSlice.selectors;
