import { useSettledText } from '../lib/useSettledText';
import { SearchField, type SearchFieldProps } from './SearchField';

export type SettledSearchFieldProps = Omit<SearchFieldProps, 'value' | 'onChange'> & {
  /** The search the list shows now. */
  value: string;
  /** Called once the field's value has settled (debounced). */
  onSearch: (text: string) => void;
};

/** A search box for a list whose search lives in the address, the store or the page (see `useSettledText`). */
export function SettledSearchField({ value, onSearch, ...fieldProps }: SettledSearchFieldProps) {
  const [typed, setTyped] = useSettledText(value, onSearch);
  return <SearchField {...fieldProps} value={typed} onChange={(event) => setTyped(event.target.value)} />;
}
