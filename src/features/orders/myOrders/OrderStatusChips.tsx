import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';
import type { Order } from '../myOrdersApi';
import { shownDeliveryStatus, statusColour } from './orderStatus';

/** The order's status and, once Completed, its delivery status (SPEC section 4), as labelled chips. */
export function OrderStatusChips({ order }: { order: Pick<Order, 'status' | 'deliveryStatus'> }) {
  const { t } = useTranslation('orders');
  const delivery = shownDeliveryStatus(order);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tag
        color={statusColour(order.status)}
        variant={order.status === 1 ? 'outlined' : 'filled'}
        label={`${t('myOrders.status.label')}: ${t(`myOrders.status.${order.status}`)}`}
      />
      {delivery !== null && (
        <Tag
          color="info"
          variant="outlined"
          label={`${t('myOrders.delivery.label')}: ${t(`myOrders.delivery.${delivery}`)}`}
        />
      )}
    </Stack>
  );
}
