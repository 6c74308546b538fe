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
 * A search box for a list whose search lives in the address or the store: every change of the field's value (typing,
 * pasting, the field's clear button) restarts a short wait, and the list searches once the value settles. What is
 * typed before it settles stays in the field only.
 */
export function SettledSearchField({ value, onSearch, ...fieldProps }: SettledSearchFieldProps) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed);

  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a newly settled text searches; `value` changing from outside (reset) must not re-send the old one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return <SearchField {...fieldProps} value={typed} onChange={(event) => setTyped(event.target.value)} />;
}
