import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../../../components/ProductPicture';
import { formatEuro } from '../../../lib/format';
import type { OrderPreview } from '../checkoutApi';

/** The cart lines the order will hold: picture, name, variant, quantity × unit price and the line's total. */
export function PreviewLines({ lines }: { lines: OrderPreview['lines'] }) {
  const { t } = useTranslation('orders');
  const notAvailable = t('checkout.preview.notAvailable');
  return (
    <Box component="ul" aria-label={t('checkout.preview.linesLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line._id}
          aria-label={line.name}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: '0 0 auto' }}>
            <ProductPicture
              url={line.image}
              alt={t('checkout.preview.imageAlt', { name: line.name })}
              width={64}
              height={64}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('checkout.preview.variant', {
                size: line.size ?? notAvailable,
                colour: line.colorName ?? notAvailable,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('checkout.preview.lineQuantity', { qty: line.qty, price: formatEuro(line.price) })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatEuro(line.lineTotal)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
