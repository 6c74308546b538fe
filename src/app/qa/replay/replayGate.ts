import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../../api/baseApi';

/**
 * What a screen gets back when it dispatches a thunk in a replay (a query subscription, a mutation, a cache
 * patch): an object with the methods RTK Query's hooks and the app call on it, doing nothing, and a promise that
 * never settles. The thunk itself never runs, so nothing is fetched.
 */
function inertResult(): Promise<never> {
  const result: Promise<never> = Object.assign(new Promise<never>(() => undefined), {
    requestId: 'replay',
    arg: undefined,
    subscriptionOptions: undefined,
    patches: [],
    inversePatches: [],
    abort: () => undefined,
    reset: () => undefined,
    undo: () => undefined,
    unsubscribe: () => undefined,
    updateSubscriptionOptions: () => undefined,
    unwrap: () => new Promise<never>(() => undefined),
    refetch: () => result,
  });
  return result;
}

// RTK Query's hooks ask its middleware for these; the replay store has no API middleware.
const inertSubscriptions = {
  getSubscriptions: () => new Map(),
  getSubscriptionCount: () => 0,
  isRequestSubscribed: () => true,
};

export interface ReplayGate {
  middleware: Middleware;
  /** Runs `dispatching` with the gate open: the only way an action reaches the replay store's reducer. */
  open(dispatching: () => void): void;
}

/**
 * The replay store's only middleware. The screens run as in the app, but what they dispatch changes nothing: plain
 * actions are dropped, thunks never run (no request, no cookie, no timer of theirs). The state moves only when the
 * replay dispatches the recorded log through `open`.
 */
export function createReplayGate(): ReplayGate {
  let isOpen = false;
  const middleware: Middleware = () => (next) => (action) => {
    if (typeof action === 'function') return inertResult();
    if (baseApi.internalActions.internal_getRTKQSubscriptions.match(action as UnknownAction)) {
      return inertSubscriptions;
    }
    return isOpen ? next(action) : action;
  };
  return {
    middleware,
    open(dispatching) {
      isOpen = true;
      try {
        dispatching();
      } finally {
        isOpen = false;
      }
    },
  };
}
