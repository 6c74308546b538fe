import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime, formatDateTime, formatEuro } from '../../../lib/format';
import type { Order, OrderLine } from '../myOrdersApi';
import { OrderPicture } from './OrderPicture';
import { OrderStatusChips } from './OrderStatusChips';
import { RefundNote } from './RefundNote';
import { colourName } from './colourName';
import { ORDER_COMPLETED } from './orderStatus';
import { OrderTimeline } from './OrderTimeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label/value pairs as a description list: two columns from 600 px, stacked on a phone. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 2,
        rowGap: 0.5,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function AddressLines({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
      {lines.filter(Boolean).map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Typography>
  );
}

function LineRow({ line }: { line: OrderLine }) {
  const { t } = useTranslation('orders');
  const colour = line.color ? colourName(line.color) : null;
  return (
    <Box component="li" aria-label={line.name} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
      <OrderPicture url={line.image} alt={t('myOrders.card.pictureAlt', { name: line.name })} size={56} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.name}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('myOrders.detail.lineVariant', { size: line.size ?? t('myOrders.detail.notAvailable') })}
          </Typography>
          {line.color && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">
                {t('myOrders.detail.lineColourName', {
                  colour: colour ? t(`myOrders.colours.${colour}`) : t('myOrders.detail.notAvailable'),
                })}
              </Typography>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: line.color,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </Stack>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('myOrders.detail.lineQty', { qty: line.qty, price: formatEuro(line.price) })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('myOrders.detail.lineTime')}: {formatDateTime(line.time)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatEuro(line.finalPrice)}
      </Typography>
    </Box>
  );
}

/**
 * Every field of an order (SPEC section 3), grouped: order, event or lines, payment, buyer, addresses. Memoised: the
 * dialog's closing renders the dialog, not its details again.
 */
export const OrderDetailContent = memo(function OrderDetailContent({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const na = t('myOrders.detail.notAvailable');
  const isEvent = order.productType === 'Event';
  const event = order.productDetail;

  const orderRows: [string, ReactNode][] = [
    [t('myOrders.card.reference'), order.transactionId],
    [t('myOrders.detail.createdAt'), formatDateTime(order.created_at)],
  ];
  if (order.orderCompletedDate)
    orderRows.push([t('myOrders.detail.completedAt'), formatDateTime(order.orderCompletedDate)]);

  const paymentRows: [string, ReactNode][] = [
    [
      t('myOrders.detail.paymentType'),
      order.paymentType === 'Free' ? t('myOrders.detail.paymentFree') : order.paymentType,
    ],
    [t('myOrders.detail.providerOrder'), order.orderId ?? na],
    [t('myOrders.detail.price'), formatEuro(order.price)],
    [t('myOrders.detail.serviceFee'), formatEuro(order.serviceFee)],
    [t('myOrders.detail.discount'), formatEuro(order.discount)],
    // Only a completed order was paid; an initiated or failed one shows what it came to.
    [
      t(order.status === ORDER_COMPLETED ? 'myOrders.detail.finalPrice' : 'myOrders.detail.total'),
      <strong key="final">{formatEuro(order.finalPrice)}</strong>,
    ],
  ];

  const buyerRows: [string, ReactNode][] = [
    [t('myOrders.detail.fullName'), order.fullName || na],
    [t('myOrders.detail.email'), order.email || na],
    [t('myOrders.detail.mobile'), order.mobile || na],
  ];

  const shipping = order.shippingAddress;
  const billing = order.billingAddress;

  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Section title={t('myOrders.detail.orderSection')}>
        <Box sx={{ mb: 1 }}>
          <OrderStatusChips order={order} />
          <RefundNote order={order} />
        </Box>
        <OrderTimeline order={order} />
        <Facts rows={orderRows} />
      </Section>

      {isEvent && event ? (
        <Section title={t('myOrders.detail.eventSection')}>
          <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: 'center' }}>
            <OrderPicture url={event.picture} alt={t('myOrders.card.pictureAlt', { name: event.name })} size={56} />
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {event.name}
            </Typography>
          </Stack>
          <Facts
            rows={[
              [t('myOrders.detail.eventStart'), formatDateAndTime(event.startDate, event.startTime)],
              [t('myOrders.detail.eventEnd'), formatDateAndTime(event.endDate, event.endTime)],
              [t('myOrders.detail.ticketHolder'), order.ticketHolderName || na],
              [t('myOrders.detail.tickets'), String(order.noOfTickets ?? order.itemCount)],
            ]}
          />
        </Section>
      ) : (
        <Section title={t('myOrders.detail.linesSection')}>
          <Typography variant="body2" color="text.secondary">
            {t('myOrders.card.items', { count: order.itemCount })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.products.map((line) => (
              <LineRow key={line._id} line={line} />
            ))}
          </Box>
        </Section>
      )}

      <Section title={t('myOrders.detail.paymentSection')}>
        <Facts rows={paymentRows} />
      </Section>

      <Section title={t('myOrders.detail.buyerSection')}>
        <Facts rows={buyerRows} />
      </Section>

      {(shipping || billing) && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {shipping && (
            <Section title={t('myOrders.detail.shippingSection')}>
              <AddressLines
                lines={[
                  `${shipping.shippingAddressFirstName} ${shipping.shippingAddressLastName}`,
                  shipping.shippingAddress,
                  `${shipping.shippingAddressZipcode} ${shipping.shippingAddressCity} (${shipping.shippingAddressProvince})`,
                  shipping.shippingAddressCountry,
                ]}
              />
            </Section>
          )}
          {billing && (
            <Section title={t('myOrders.detail.billingSection')}>
              <AddressLines
                lines={[
                  `${billing.firstName} ${billing.lastName}`,
                  billing.address,
                  `${billing.zipcode} ${billing.city} (${billing.province})`,
                  billing.country,
                ]}
              />
            </Section>
          )}
        </Box>
      )}
    </Stack>
  );
});
