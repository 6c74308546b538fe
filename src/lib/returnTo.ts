import type { Location } from 'react-router';

/** Location state the route guard leaves on /login, so login can send the user back. */
export interface ReturnToState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** The member whose session ended on that page: a login to another account (a shared device) does not go there. */
  userId?: string;
}

export function isReturnToState(state: unknown): state is ReturnToState {
  const from = (state as ReturnToState | null)?.from;
  return typeof from === 'object' && from !== null && typeof from.pathname === 'string';
}

/**
 * Where to go after login: where the user came from, else the given fallback (e.g. /events). A page left when a
 * session ended is only for the member it belonged to (`loggedInUserId` unknown counts as another member).
 */
export function returnPathFrom(state: unknown, fallback: string, loggedInUserId?: string): string {
  if (!isReturnToState(state)) return fallback;
  if (state.userId !== undefined && state.userId !== loggedInUserId) return fallback;
  const { pathname, search = '', hash = '' } = state.from;
  return `${pathname}${search}${hash}`;
}
