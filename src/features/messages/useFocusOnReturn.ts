import { useEffect, useRef } from 'react';

/**
 * When a chat closes (back to the list), the button that had focus is gone: focus moves to the element this ref is
 * given (the tab's heading), so keyboard and screen reader users stay in the tab. Not on the first render.
 */
export function useFocusOnReturn<T extends HTMLElement>(showingList: boolean) {
  const ref = useRef<T>(null);
  const before = useRef(showingList);
  useEffect(() => {
    if (showingList && !before.current) ref.current?.focus();
    before.current = showingList;
  }, [showingList]);
  return ref;
}
