import { useDeferredValue } from 'react';

/**
 * A query's result whose first answer renders in React's slices (a transition) after the task it arrived in, so a
 * page's or a list's whole content does not mount in one long task; until then it reads as loading (no `data`, no
 * `currentData`). An answer already there at mount (the cache), and every later change (a favourite, a refetch, another
 * page), renders at once.
 */
export function useFirstAnswerDeferred<Result extends { data?: unknown; isLoading: boolean }>(result: Result): Result {
  const answered = result.data !== undefined;
  const shown = useDeferredValue(answered);
  return answered && !shown ? { ...result, data: undefined, currentData: undefined, isLoading: true } : result;
}
