import Box from '@mui/material/Box';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import type { CartLine } from '../productsApi';
import { CartLineRow } from './CartLineRow';

export interface CartLinesProps {
  ids: ObjectId[];
  onRemove: (line: CartLine) => void;
}

/**
 * The cart's lines, memoised: the page's own renders (the undo offer, the totals) leave its 300 rows alone. A change
 * of the lines (a removal) renders them after the click's paint: the click's own render keeps the rows it had. It
 * mounts with the cart, so its first render shows every line.
 */
export const CartLines = memo(function CartLines({ ids, onRemove }: CartLinesProps) {
  const { t } = useTranslation('products');
  const shownIds = useDeferredValue(ids);
  const rows = useMemo(
    () => shownIds.map((id) => <CartLineRow key={id} id={id} onRemove={onRemove} />),
    [shownIds, onRemove],
  );
  return (
    <Box component="ul" aria-label={t('cart.linesLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows}
    </Box>
  );
});
