import type { Location } from 'react-router';

/** Location state the route guard leaves on /login, so login can send the user back. */
export interface ReturnToState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function isReturnToState(state: unknown): state is ReturnToState {
  const from = (state as ReturnToState | null)?.from;
  return typeof from === 'object' && from !== null && typeof from.pathname === 'string';
}

/** Where to go after login: where the user came from, else the given fallback (e.g. /events). */
export function returnPathFrom(state: unknown, fallback: string): string {
  if (!isReturnToState(state)) return fallback;
  const { pathname, search = '', hash = '' } = state.from;
  return `${pathname}${search}${hash}`;
}
