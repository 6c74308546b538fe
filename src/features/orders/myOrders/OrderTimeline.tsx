import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { Order } from '../myOrdersApi';
import { orderTimeline } from './orderStatus';

/** The status timeline of a placed product order: each step reached with its date, then the steps to come. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const entries = orderTimeline(order);
  if (entries.length === 0) return null;
  return (
    <Box component="ol" aria-label={t('myOrders.timeline.label')} sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.step}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.25, flexWrap: 'wrap' }}
        >
          {entry.reached ? (
            <CheckCircleIcon fontSize="small" color="success" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          )}
          <Typography variant="body2" sx={{ fontWeight: entry.reached ? 600 : 400 }}>
            {entry.reached ? t(`myOrders.timeline.${entry.step}`) : t(`myOrders.timeline.pending.${entry.step}`)}
          </Typography>
          {entry.date && (
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.date)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
