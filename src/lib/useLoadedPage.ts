import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What the hook reads of a list query's result (RTK Query's: `data` stays the last page that loaded). */
export interface PageResult {
  data?: unknown;
  currentData?: unknown;
  error?: unknown;
}

/**
 * Every paged list's page number (docs/CONVENTIONS.md, "page buttons of a list"). SPEC section 8: a list page that
 * fails to load leaves the list as it was. RTK Query keeps showing the last page that loaded (`data`); this answers
 * that page's number as the one to show selected while another page loads, and after a failure moves the selection
 * (`onPageChange`: the state or the address holding the page) back to it, so the page selected and the cards shown
 * never differ.
 *
 * `filter` names the list's other arguments (search, category): a failed new search keeps its filter and page, since
 * going back to the old page would ask for a page of the new search that was never shown.
 */
export function useLoadedPage(
  page: number,
  { data, currentData, error }: PageResult,
  onPageChange: (page: number) => void,
  filter = '',
): number {
  const [loaded, setLoaded] = useState({ page, filter });
  // Adjusted while rendering (React's way to follow a prop), not in an effect.
  if (currentData && (loaded.page !== page || loaded.filter !== filter)) setLoaded({ page, filter });
  const backTo = data && loaded.filter === filter && loaded.page !== page ? loaded.page : null;
  // Each failure once. An error already seen is an earlier attempt's, still in the cache when its page is chosen
  // again (the new attempt has not started yet): it must not send the selection back before that attempt answers.
  const seenErrors = useRef(new Set<unknown>());
  const failedNow = useEffectEvent((failure: unknown) => {
    if (seenErrors.current.has(failure)) return;
    seenErrors.current.add(failure);
    if (backTo !== null) onPageChange(backTo);
  });
  useEffect(() => {
    if (error) failedNow(error);
  }, [error]);
  return currentData ? page : loaded.page;
}
