import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { formatEuro } from '../../../lib/formatNumber';
import { selectCartTotals } from './cartApi';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/** What the cart's checkout slot receives: it is disabled while the cart is empty or a line is flagged. */
export interface CartCheckoutProps {
  disabled: boolean;
}

/**
 * Lines, items and total of the cart as on screen, then the checkout step the page was given (the orders feature's,
 * composed in src/app): a flagged line blocks it, which the note says.
 */
export function CartTotals({ checkout: Checkout }: { checkout?: ComponentType<CartCheckoutProps> }) {
  const { t } = useTranslation('products');
  const totals = useAppSelector(selectCartTotals);
  return (
    <Paper component="section" aria-labelledby="cart-totals-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="cart-totals-title" variant="h6" component="h2" sx={{ mb: { xs: 0.5, sm: 1 } }}>
        {t('cart.totalsTitle')}
      </Typography>
      <Stack spacing={1}>
        {/* On a phone the bar stuck to the bottom keeps to the total and the checkout. */}
        <Stack spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <Row label={t('cart.lines')} value={String(totals.lineCount)} />
          <Row label={t('cart.items')} value={String(totals.itemCount)} />
        </Stack>
        <Row label={t('cart.total')} value={formatEuro(totals.price)} strong />
      </Stack>
      {Checkout && <Checkout disabled={!totals.canCheckout} />}
      {totals.flaggedCount > 0 && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {t('cart.checkoutBlocked')}
        </Typography>
      )}
    </Paper>
  );
}
