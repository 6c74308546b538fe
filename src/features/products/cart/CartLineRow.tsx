import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/errors';
import type { ObjectId } from '../../../api/wire';
import { useAppSelector } from '../../../lib/store/hooks';
import { formatEuro } from '../../../lib/formatNumber';
import { toast } from '../../../lib/toast';
import { ColourSwatch } from '../components/ColourSwatch';
import { ProductPicture } from '../../../components/ProductPicture';
import { MAX_LINE_QTY } from '../detail/quantityRules';
import { useSetCartQuantityMutation, type CartLine } from '../productsApi';
import { selectCartLineById } from './cartApi';
import { QuantityStepper } from './QuantityStepper';
import { Notice } from '../../../components/Notice';

export interface CartLineRowProps {
  id: ObjectId;
  onRemove: (line: CartLine) => void;
}

/**
 * One cart line, read from the entity adapter by id: a quantity change on another line leaves this one's entity
 * (and so this row) untouched, so a 300-line cart re-renders only the line that changed.
 */
export const CartLineRow = memo(function CartLineRow({ id, onRemove }: CartLineRowProps) {
  const { t } = useTranslation(['products', 'common']);
  const line = useAppSelector((state) => selectCartLineById(state, id));
  const [setQuantity] = useSetCartQuantityMutation();
  if (!line) return null;

  const changeQuantity = (qty: number) => {
    void setQuantity({ id, qty }).then((result) => {
      if (!result.error) return;
      const error = serverMessage(result.error) ?? t('common:messages.network.requestFailed');
      toast.error({ key: 'products:cart.quantityFailed', values: { name: line.name, error } });
    });
  };

  return (
    <Box
      component="li"
      aria-label={line.name}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        // Fixed price and total columns on wide screens, so the steppers of a long cart line up row under row.
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', md: '88px minmax(0, 1fr) 12.5rem auto 96px auto' },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        // The browser lays out and paints only the rows near the screen: a click in a 300-line cart then costs the
        // frames of a short one (the rows stay in the page, for find and assistive tech). `auto` remembers a row's size.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 160px',
      }}
    >
      <ProductPicture url={line.image} alt="" height={{ xs: 72, md: 88 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.name}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ColourSwatch color={line.color} size={12} />
          <Typography variant="body2" color="text.secondary">
            {t('cart.variant', {
              size: line.size ?? t('list.card.sizeNotAvailable'),
              colour: line.colorName ?? t('list.card.sizeNotAvailable'),
            })}
          </Typography>
        </Stack>
        {line.insufficientStock && (
          <Notice severity="warning" sx={{ mt: 1, py: 0 }}>
            {line.stock > 0 ? t('cart.insufficientStock', { count: line.stock }) : t('cart.soldOut')}
          </Notice>
        )}
      </Box>
      {/* One wrapped row under the name on phones; on wide screens its parts are columns of the line's grid. */}
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: '2' },
          display: { xs: 'flex', md: 'contents' },
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
        }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: { xs: '100%', sm: 'auto' }, textAlign: { md: 'right' } }}
        >
          {t('cart.unitPrice')}: {formatEuro(line.price)}
        </Typography>
        <QuantityStepper
          value={line.qty}
          max={Math.max(1, Math.min(line.stock, MAX_LINE_QTY))}
          label={t('cart.quantity', { name: line.name })}
          decreaseLabel={t('cart.decrease', { name: line.name })}
          increaseLabel={t('cart.increase', { name: line.name })}
          onChange={changeQuantity}
        />
        <Typography sx={{ fontWeight: 600, minWidth: 96, textAlign: { md: 'right' } }} aria-label={t('cart.lineTotal')}>
          {formatEuro(line.lineTotal)}
        </Typography>
        <IconButton
          disableRipple
          aria-label={t('cart.remove', { name: line.name })}
          onClick={() => onRemove(line)}
          sx={{ ml: { xs: 'auto', md: 0 } }}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
    </Box>
  );
});
