/** Runs calls that share a key one after the other; each store gets its own (makeStore's thunk extra argument). */
export interface CallQueue {
  run<T>(key: string, call: () => Promise<T>): Promise<T>;
}

/** What makeStore hands to thunks and RTK Query's `queryFn` as `extra`. */
export interface StoreExtra {
  callQueue: CallQueue;
}

export function createCallQueue(): CallQueue {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(key, call) {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(call);
      tails.set(key, next);
      const forget = () => {
        if (tails.get(key) === next) tails.delete(key);
      };
      next.then(forget, forget);
      return next;
    },
  };
}
