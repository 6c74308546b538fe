import { useEffect } from 'react';

// Past this, the chunk loads even on a page that is never idle (a busy phone).
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `preload` (a `lazyPreloadable` component's) once the browser is idle after the page mounted, so a dialog's
 * code is ready before its first open; a failed preload is left to the dialog's own load on open.
 */
export function usePreloadAtIdle(preload: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => {
      preload().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(run, 0);
    return () => window.clearTimeout(handle);
  }, [preload]);
}
