import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Order } from '../myOrdersApi';
import { shownDeliveryStatus, statusColour } from './orderStatus';

/** The order's status and, once Completed, its delivery status (SPEC section 4), as labelled chips. */
export function OrderStatusChips({ order }: { order: Pick<Order, 'status' | 'deliveryStatus'> }) {
  const { t } = useTranslation('orders');
  const delivery = shownDeliveryStatus(order);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={statusColour(order.status)}
        variant={order.status === 1 ? 'outlined' : 'filled'}
        label={`${t('myOrders.status.label')}: ${t(`myOrders.status.${order.status}`)}`}
      />
      {delivery !== null && (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={`${t('myOrders.delivery.label')}: ${t(`myOrders.delivery.${delivery}`)}`}
        />
      )}
    </Stack>
  );
}
