import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The text of a search field over a list: every change restarts a short wait, and `onSearch` runs once the text has
 * settled. What is typed before it settles stays in the field only, so a key renders the field, not the list. A search
 * changed from outside (a Clear button, the address) shows in the field; the field's own search coming back does not.
 * Returns the field's text and its setter.
 */
export function useSettledText(value: string, onSearch: (text: string) => void) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    // The field's own settled text coming back (as typed, or trimmed) leaves what is typed since alone.
    if (value !== settled && value !== settled.trim()) setTyped(value);
  }

  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a newly settled text searches; `value` changing from outside (a reset) must not re-send the old one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return [typed, setTyped] as const;
}
