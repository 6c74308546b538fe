import { useSettledInput } from '../lib/useSettledInput';
import { SearchField, type SearchFieldProps } from './SearchField';

export type SettledSearchFieldProps = Omit<SearchFieldProps, 'value' | 'defaultValue' | 'onChange' | 'inputRef'> & {
  /** The search the list shows now. */
  value: string;
  /** Called once the field's value has settled (debounced). */
  onSearch: (text: string) => void;
};

/** A search box for a list whose search lives in the address, the store or the page (see `useSettledInput`). */
export function SettledSearchField({ value, onSearch, ...fieldProps }: SettledSearchFieldProps) {
  const { field } = useSettledInput(value, onSearch);
  return <SearchField {...fieldProps} {...field} />;
}
