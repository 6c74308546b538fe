import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';
import { formatEuro } from '../../../lib/format';
import type { Order } from '../myOrdersApi';

/**
 * A ticket order with cancelled tickets: refunded in full (the purchase is cancelled) or in part, and the amount.
 * Nothing for orders without a refund.
 */
export function RefundNote({ order }: { order: Pick<Order, 'status' | 'refund'> }) {
  const { t } = useTranslation('orders');
  if (!order.refund) return null;
  const full = order.status === 3;
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Tag color={full ? 'default' : 'warning'} label={t(full ? 'myOrders.refund.full' : 'myOrders.refund.partial')} />
      {t('myOrders.refund.amount', { count: order.refund.noOfTickets, amount: formatEuro(order.refund.amount) })}
    </Typography>
  );
}
