import Box from '@mui/material/Box';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import type { CartLine } from '../productsApi';
import { CartLineRow } from './CartLineRow';

export interface CartLinesProps {
  ids: ObjectId[];
  onRemove: (line: CartLine) => void;
}

/**
 * The cart's lines, memoised: the page's own renders (the undo offer, the totals) leave its 300 rows alone, and a
 * removal the page hands over as a deferred value renders them after the click's paint.
 */
export const CartLines = memo(function CartLines({ ids, onRemove }: CartLinesProps) {
  const { t } = useTranslation('products');
  return (
    <Box component="ul" aria-label={t('cart.linesLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {ids.map((id) => (
        <CartLineRow key={id} id={id} onRemove={onRemove} />
      ))}
    </Box>
  );
});
