import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { formatEuro } from '../../../lib/format';
import { selectCartTotals } from '../productsApi';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Lines, items and total of the cart as on screen. Checkout stays disabled: a flagged line blocks it, and the
 * addresses step it leads to is not built yet, which the note says.
 */
export function CartTotals() {
  const { t } = useTranslation('products');
  const totals = useAppSelector(selectCartTotals);
  return (
    <Paper component="section" aria-labelledby="cart-totals-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="cart-totals-title" variant="h6" component="h2" gutterBottom>
        {t('cart.totalsTitle')}
      </Typography>
      <Stack spacing={1}>
        <Row label={t('cart.lines')} value={String(totals.lineCount)} />
        <Row label={t('cart.items')} value={String(totals.itemCount)} />
        <Row label={t('cart.total')} value={formatEuro(totals.price)} strong />
      </Stack>
      <Button variant="contained" fullWidth disabled sx={{ mt: 2 }}>
        {t('cart.checkout')}
      </Button>
      <Typography variant="body2" color={totals.canCheckout ? 'text.secondary' : 'warning.main'} sx={{ mt: 1 }}>
        {totals.canCheckout ? t('cart.checkoutSoon') : t('cart.checkoutBlocked')}
      </Typography>
    </Paper>
  );
}
