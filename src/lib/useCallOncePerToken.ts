import { useEffect, useRef } from 'react';

/**
 * Runs a provider call (capture or cancel) once for the provider's token, as soon as the page opens. Its result lives
 * in the store under a fixed cache key, so StrictMode's second effect, a remount or a second visit do not call again:
 * the call runs only while that result is still uninitialized, and only once per mount.
 */
export function useCallOncePerToken(token: string, isUninitialized: boolean, call: () => unknown): void {
  const requested = useRef(false);
  useEffect(() => {
    if (!token || requested.current || !isUninitialized) return;
    requested.current = true;
    void call();
  }, [call, isUninitialized, token]);
}
