import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/** One recorded action and where the page was when it was dispatched. */
export interface RecordedStep {
  action: UnknownAction;
  /** Path, query and hash of the page at that moment: the replay shows the routes for it. */
  url: string;
}

export interface SessionRecording {
  /** The state before the first step kept (it moves on as old steps are dropped). */
  startState: unknown;
  steps: RecordedStep[];
  /** How many steps were dropped at the start to keep the log bounded. */
  dropped: number;
}

export interface SessionRecorder {
  middleware: Middleware;
  /**
   * The log so far, or its last `lastSteps` steps (references into the live state: sanitise before anything leaves
   * the page).
   */
  recording(lastSteps?: number): SessionRecording;
}

export const DEFAULT_RECORDING_LIMIT = 2000;

const currentUrl = () =>
  typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search + window.location.hash;

/**
 * Keeps the ordered plain actions since the page loaded (the last `limit`), each with the state after it, so the
 * start moves on cheaply when an old step is dropped (states share structure: a reference each). redux-persist's
 * own actions are left out (they carry callbacks, not data): the log starts again once the saved preferences are
 * back, from the state they give.
 */
export function createSessionRecorder(limit = DEFAULT_RECORDING_LIMIT, locate: () => string = currentUrl) {
  let startState: unknown;
  let steps: Array<RecordedStep & { after: unknown }> = [];
  let dropped = 0;

  const middleware: Middleware = (api) => {
    startState = api.getState();
    return (next) => (action) => {
      const result = next(action);
      const plain = action as UnknownAction;
      if (typeof action !== 'object' || action === null || typeof plain.type !== 'string') return result;
      if (plain.type === 'persist/REHYDRATE') {
        startState = api.getState();
        steps = [];
        dropped = 0;
      } else if (!plain.type.startsWith('persist/')) {
        steps.push({ action: plain, url: locate(), after: api.getState() });
        if (steps.length > limit) {
          const [oldest] = steps.splice(0, steps.length - limit);
          startState = oldest.after;
          dropped += 1;
        }
      }
      return result;
    };
  };

  return {
    middleware,
    recording: (lastSteps = steps.length) => {
      const skipped = Math.max(0, steps.length - Math.max(0, lastSteps));
      return {
        startState: skipped > 0 ? steps[skipped - 1].after : startState,
        steps: steps.slice(skipped).map(({ action, url }) => ({ action, url })),
        dropped: dropped + skipped,
      };
    },
  } satisfies SessionRecorder;
}
