import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import { formatDateTime, formatEuro } from '../../../lib/format';
import type { Order } from '../myOrdersApi';
import { OrderPicture } from './OrderPicture';
import { OrderStatusChips } from './OrderStatusChips';
import { RefundNote } from './RefundNote';

export interface OrderCardProps {
  order: Order;
  onOpen: (id: ObjectId) => void;
}

/** One order in a My orders list: what it was, when, its status, its total, and the way to its details. */
export const OrderCard = memo(function OrderCard({ order, onOpen }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const isEvent = order.productType === 'Event';
  const title = isEvent
    ? (order.productDetail?.name ?? order.transactionId)
    : (order.products[0]?.name ?? order.transactionId);
  const picture = isEvent ? (order.productDetail?.picture ?? null) : (order.products[0]?.image ?? null);
  const more = isEvent ? 0 : order.products.length - 1;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={order.transactionId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '72px minmax(0, 1fr) auto' },
      }}
    >
      <OrderPicture url={picture} alt={t('myOrders.card.pictureAlt', { name: title })} size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {more > 0 ? `${title} +${more}` : title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('myOrders.card.reference')}: {order.transactionId}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('myOrders.card.date')}: {formatDateTime(order.created_at)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {isEvent
            ? t('myOrders.card.tickets', { count: order.noOfTickets ?? order.itemCount })
            : t('myOrders.card.items', { count: order.itemCount })}
        </Typography>
        <OrderStatusChips order={order} />
        <RefundNote order={order} />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', mr: 1 }}>
            {t('myOrders.card.total')}
          </Box>
          {formatEuro(order.finalPrice)}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => onOpen(order._id)}
          aria-label={t('myOrders.card.viewLabel', { reference: order.transactionId })}
        >
          {t('myOrders.card.view')}
        </Button>
      </Box>
    </Card>
  );
});
