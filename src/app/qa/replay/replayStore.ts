import { configureStore, createAction, Tuple, type UnknownAction } from '@reduxjs/toolkit';
import { locationChanged } from '../../../lib/qa/locationChanged';
import { sanitise } from '../../../lib/qa/sanitise';
import type { LoadedSession } from '../../../lib/qa/sessionFile';
import { makeRootReducer, type AppStore, type RootState } from '../../store';
import './allEndpoints';
import { createReplayGate } from './replayGate';

/** Shows a state computed from the log (a jump backwards or across several actions), as DevTools' "jump" does. */
const stateShown = createAction<RootState>('qa/replay/stateShown');

/** An action of the log could not be applied: the file is damaged (or from a build whose reducers differ). */
export class ReplayError extends Error {
  constructor(readonly actionIndex: number) {
    super(`action ${actionIndex} could not be replayed`);
  }
}

export interface Replay {
  /** A store of its own, apart from the live one, with the app's reducers and no API middleware. */
  store: AppStore;
  actions: readonly UnknownAction[];
  /** How many actions of the log are applied (0: the file's starting state). */
  position(): number;
  /** Shows the state after the first `position` actions. */
  show(position: number): void;
  /** The address the user was at, at that position. */
  urlAt(position: number): string;
}

function addresses(session: LoadedSession): string[] {
  if (session.urls.length === session.actions.length) return session.urls;
  // A file without addresses (a plain DevTools export): the recorded route changes give them.
  let url = session.context?.url ?? '/';
  return session.actions.map((action) => (url = locationChanged.match(action) ? action.payload : url));
}

/**
 * Replays a loaded session: every state of the log is computed once with the app's reducers, from the file's
 * starting state; the screens read a fresh store whose API cache holds only what the recorded answers put there.
 */
export function createReplay(session: LoadedSession): Replay {
  const rootReducer = makeRootReducer() as unknown as (
    state: RootState | undefined,
    action: UnknownAction,
  ) => RootState;
  const { actions } = session;
  const states: RootState[] = [rootReducer(session.preloadedState as RootState, { type: 'qa/replay/started' })];
  actions.forEach((action, index) => {
    try {
      states.push(rootReducer(states[index], action));
    } catch {
      throw new ReplayError(index + 1);
    }
  });
  const urls = addresses(session);

  const gate = createReplayGate();
  const store = configureStore({
    reducer: (state: RootState | undefined, action: UnknownAction) =>
      stateShown.match(action) ? action.payload : rootReducer(state, action),
    preloadedState: states[0],
    middleware: () => new Tuple(gate.middleware),
    devTools: false,
  });
  let position = 0;

  return {
    store: store as unknown as AppStore,
    actions,
    position: () => position,
    show(wanted) {
      const next = Math.min(Math.max(0, Math.round(wanted)), actions.length);
      if (next === position) return;
      // One step forward is the recorded action itself; anything else shows the state computed for it.
      gate.open(() => store.dispatch(next === position + 1 ? actions[position] : stateShown(states[next])));
      position = next;
    },
    urlAt: (at) => (at === 0 ? (urls[0] ?? session.context?.url ?? '/') : urls[at - 1]),
  };
}

/**
 * A state as the export writes it, for comparing a replay with the recording: sanitised, without what RTK Query's
 * middleware writes past every other middleware (so never into the log) and the replay store has not: its
 * `middlewareRegistered` marker and `subscriptions`, its mirror of which mounted components use which cache entry.
 */
export function comparableState(state: unknown): unknown {
  const clean = sanitise(state) as { api?: { config?: Record<string, unknown>; subscriptions?: unknown } };
  if (clean.api?.config) delete clean.api.config.middlewareRegistered;
  if (clean.api) delete clean.api.subscriptions;
  return clean;
}
