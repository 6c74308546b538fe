import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/format';
import type { OrderPreview } from '../checkoutApi';

/** Price, service fee, discount and the final price of an order preview, in euro (SPEC section 9). */
export function OrderTotals({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const rows = [
    { label: t('checkout.preview.price'), value: formatEuro(preview.price) },
    { label: t('checkout.preview.serviceFee'), value: formatEuro(preview.serviceFee) },
    { label: t('checkout.preview.discount'), value: formatEuro(preview.discount === 0 ? 0 : -preview.discount) },
  ];
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        {t('checkout.preview.summaryTitle')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}>
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
        <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('checkout.preview.finalPrice')}
        </Typography>
        <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {formatEuro(preview.finalPrice)}
        </Typography>
      </Box>
    </Box>
  );
}
