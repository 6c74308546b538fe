import type { Db, TransactionStatus } from '../../db/database';
import { toIso, toIsoRequired, toMoney } from '../../db/mapping';
import type { Order } from './orderRecord';

/** Ticket purchases (event_transactions) as orders: the "eventOrder" tab of My orders. */
export function eventOrderRows(db: Db, userId: string) {
  return db
    .selectFrom('event_transactions')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .innerJoin('users', 'users.id', 'event_transactions.user_id')
    .select([
      'event_transactions.id',
      'event_transactions.reference',
      'event_transactions.status',
      'event_transactions.no_of_tickets',
      'event_transactions.ticket_holder_name',
      'event_transactions.price',
      'event_transactions.service_fee',
      'event_transactions.discount',
      'event_transactions.final_price',
      'event_transactions.payment_type',
      'event_transactions.provider_order_id',
      'event_transactions.completed_at',
      'event_transactions.created_at',
      'events.id as event_id',
      'events.name as event_name',
      'events.picture as event_picture',
      'events.start_date',
      'events.start_time',
      'events.end_date',
      'events.end_time',
      'events.currency_symbol',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.mobile_prefix',
      'users.mobile',
      (eb) =>
        eb
          .selectFrom('event_ticket_refunds')
          .select((r) => r.fn.sum<number>('event_ticket_refunds.amount').as('amount'))
          .whereRef('event_ticket_refunds.transaction_id', '=', 'event_transactions.id')
          .where('event_ticket_refunds.status', '=', 'completed')
          .as('refunded_amount'),
      (eb) =>
        eb
          .selectFrom('event_ticket_refunds')
          .select((r) => r.fn.sum<number>('event_ticket_refunds.no_of_tickets').as('tickets'))
          .whereRef('event_ticket_refunds.transaction_id', '=', 'event_transactions.id')
          .where('event_ticket_refunds.status', '=', 'completed')
          .as('refunded_tickets'),
      (eb) =>
        eb
          .selectFrom('event_ticket_refunds')
          .select((r) => r.fn.sum<number>('event_ticket_refunds.amount').as('amount'))
          .whereRef('event_ticket_refunds.transaction_id', '=', 'event_transactions.id')
          .where('event_ticket_refunds.status', '=', 'pending')
          .as('pending_amount'),
      (eb) =>
        eb
          .selectFrom('event_ticket_refunds')
          .select((r) => r.fn.sum<number>('event_ticket_refunds.no_of_tickets').as('tickets'))
          .whereRef('event_ticket_refunds.transaction_id', '=', 'event_transactions.id')
          .where('event_ticket_refunds.status', '=', 'pending')
          .as('pending_tickets'),
    ])
    .where('event_transactions.user_id', '=', userId);
}

type EventOrderRow = Awaited<ReturnType<ReturnType<typeof eventOrderRows>['execute']>>[number];

function mobileOf(prefix: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  return prefix ? `${prefix} ${mobile}` : mobile;
}

export function toEventOrder(row: EventOrderRow): Order {
  const completed = Number(row.status) === 2;
  return {
    _id: row.id,
    productType: 'Event',
    transactionId: row.reference,
    created_at: toIsoRequired(row.created_at),
    status: Number(row.status) as TransactionStatus,
    deliveryStatus: null,
    shippedDate: null,
    deliveredDate: null,
    returnedDate: null,
    cancelledDate: null,
    orderCompletedDate: completed ? toIso(row.completed_at) : null,
    price: toMoney(row.price),
    serviceFee: toMoney(row.service_fee),
    discount: toMoney(row.discount),
    finalPrice: toMoney(row.final_price),
    currencySymbol: row.currency_symbol,
    paymentType: row.payment_type,
    orderId: row.provider_order_id,
    ticketHolderName: row.ticket_holder_name,
    noOfTickets: Number(row.no_of_tickets),
    productDetail: {
      _id: row.event_id,
      name: row.event_name,
      picture: row.event_picture,
      startDate: row.start_date,
      startTime: row.start_time,
      endDate: row.end_date,
      endTime: row.end_time,
    },
    productInformations: [],
    products: [],
    itemCount: Number(row.no_of_tickets),
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    mobile: mobileOf(row.mobile_prefix, row.mobile),
    shippingAddress: null,
    billingAddress: null,
    ...(row.refunded_tickets
      ? { refund: { noOfTickets: Number(row.refunded_tickets), amount: toMoney(row.refunded_amount ?? 0) } }
      : {}),
    ...(row.pending_tickets
      ? {
          refundInProgress: {
            noOfTickets: Number(row.pending_tickets),
            amount: toMoney(row.pending_amount ?? 0),
          },
        }
      : {}),
  };
}
