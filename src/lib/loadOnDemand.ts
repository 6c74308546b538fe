/** Waits before load attempt `attempt + 1` (0-based): 0.5 s, doubling. */
export const ON_DEMAND_RETRY = { attempts: 5, delayMs: (attempt: number) => 500 * 2 ** attempt };

/**
 * A module loaded on first use, outside React (a chunk a live event or a reconnect needs): every caller shares one
 * promise, so what they do with it runs in the order they asked. A failed load (the link just back and not yet
 * carrying, a service worker still offline) is tried again after a wait, and is not kept once every attempt has
 * failed: the next use loads it again (webpack's runtime requests a failed chunk again).
 */
export function loadOnDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const attempt = async (): Promise<T> => {
    for (let tried = 0; ; tried += 1) {
      try {
        return await load();
      } catch (error) {
        if (tried + 1 >= ON_DEMAND_RETRY.attempts) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, ON_DEMAND_RETRY.delayMs(tried)));
    }
  };
  return () =>
    (loading ??= attempt().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
