import { useEffect, useState } from 'react';

interface PageResult {
  data?: unknown;
  currentData?: unknown;
  error?: unknown;
}

/**
 * SPEC section 8: a list page that fails to load leaves the list as it was. RTK Query keeps showing the last page
 * that loaded (`data`); this goes back to that page's number, so the pagination matches what is shown. Answers the
 * page to show as selected.
 */
export function useLoadedPage(page: number, { data, currentData, error }: PageResult, onPageChange: (page: number) => void): number {
  const [loaded, setLoaded] = useState(page);
  // Adjusted while rendering (React's way to follow a prop), not in an effect.
  if (currentData && loaded !== page) setLoaded(page);
  useEffect(() => {
    if (error && data && loaded !== page) onPageChange(loaded);
  }, [error, data, loaded, page, onPageChange]);
  return currentData ? page : loaded;
}
