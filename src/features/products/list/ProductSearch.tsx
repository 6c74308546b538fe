import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { SearchField } from '../../../components/SearchField';

export interface ProductSearchProps {
  /** The search the list shows now. */
  value: string;
  /** Called once typing has settled (on keyup, debounced). */
  onSearch: (name: string) => void;
}

/** Name search: each keyup restarts a short wait; the list asks the server once the typing settles. */
export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const { t } = useTranslation('products');
  const [typed, setTyped] = useState(value);
  const [keyedUp, setKeyedUp] = useState(value);
  const settled = useDebouncedValue(keyedUp);

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
      onKeyUp={(event) => setKeyedUp((event.target as HTMLInputElement).value)}
      size="small"
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
