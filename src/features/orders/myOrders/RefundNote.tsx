import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';
import { formatEuro } from '../../../lib/format';
import type { Order } from '../myOrdersApi';

const rowSx = { display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' } as const;

/**
 * A ticket order with cancelled tickets: refunded in full (the purchase is cancelled) or in part, and the amount;
 * a refund whose confirmation from the provider is still awaited shows as in progress. Nothing for other orders.
 */
export function RefundNote({ order }: { order: Pick<Order, 'status' | 'refund' | 'refundInProgress'> }) {
  const { t } = useTranslation('orders');
  const { refund, refundInProgress } = order;
  if (!refund && !refundInProgress) return null;
  const full = order.status === 3 && !refundInProgress;
  return (
    <>
      {refund && (
        <Typography component="div" variant="body2" sx={rowSx}>
          <Tag
            color={full ? 'default' : 'warning'}
            label={t(full ? 'myOrders.refund.full' : 'myOrders.refund.partial')}
          />
          {t('myOrders.refund.amount', { count: refund.noOfTickets, amount: formatEuro(refund.amount) })}
        </Typography>
      )}
      {refundInProgress && (
        <Typography component="div" variant="body2" sx={rowSx}>
          <Tag color="info" label={t('myOrders.refund.inProgress')} />
          {t('myOrders.refund.inProgressAmount', {
            count: refundInProgress.noOfTickets,
            amount: formatEuro(refundInProgress.amount),
          })}
        </Typography>
      )}
    </>
  );
}
