import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { SearchField } from '../../../components/SearchField';

export interface ProductSearchProps {
  /** The search the list shows now. */
  value: string;
  /** Called once the field's value has settled (debounced). */
  onSearch: (name: string) => void;
}

/**
 * Name search: every change of the field's value (typing, pasting, the field's clear button) restarts a short wait;
 * the list asks the server once the value settles.
 */
export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const { t } = useTranslation('products');
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed);

  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a newly settled text searches; `value` changing from outside (reset) must not re-send the old one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <SearchField
      label={t('list.search.label')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      size="small"
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
