import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { SearchField, type SearchFieldProps } from './SearchField';

export type SettledSearchFieldProps = Omit<SearchFieldProps, 'value' | 'onChange'> & {
  /** The search the list shows now. */
  value: string;
  /** Called once the field's value has settled (debounced). */
  onSearch: (text: string) => void;
};

/**
 * A search box for a list whose search lives in the address, the store or the page: every change of the field's value
 * (typing, pasting, the field's clear button) restarts a short wait, and the list searches once the value settles.
 * What is typed before it settles stays in the field only, so a key renders the field, not the list. A search changed
 * from outside (a Clear button, the address) shows in the field; the field's own search coming back does not.
 */
export function SettledSearchField({ value, onSearch, ...fieldProps }: SettledSearchFieldProps) {
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

  return <SearchField {...fieldProps} value={typed} onChange={(event) => setTyped(event.target.value)} />;
}
