import type { Db, TransactionStatus } from '../../../db/database';
import { toIsoRequired, toMoney } from '../../../db/mapping';
import { eventTexts } from '../events.texts';

/** The wire shape of an event ticket transaction (CONVENTIONS.md "Events API"). */
export interface TicketTransaction {
  _id: string;
  /** Human-readable reference, e.g. CMP-EV-20261122-4F2A9C. */
  transactionId: string;
  status: TransactionStatus;
  eventId: string;
  eventName: string;
  noOfTickets: number;
  ticketHolderName: string;
  price: number;
  serviceFee: number;
  discount: number;
  finalPrice: number;
  currencySymbol: string;
  paymentType: string;
  orderId: string | null;
  created_at: string;
  completedAt: string | null;
}

const COLUMNS = [
  'event_transactions.id',
  'event_transactions.user_id',
  'event_transactions.event_id',
  'event_transactions.status',
  'event_transactions.no_of_tickets',
  'event_transactions.ticket_holder_name',
  'event_transactions.price',
  'event_transactions.service_fee',
  'event_transactions.discount',
  'event_transactions.final_price',
  'event_transactions.payment_type',
  'event_transactions.provider_order_id',
  'event_transactions.reference',
  'event_transactions.created_at',
  'event_transactions.completed_at',
  'event_transactions.waitlist_entry_id',
  'events.name as event_name',
  'events.currency_symbol',
  'events.ends_at as event_ends_at',
] as const;

function selectTransactions(db: Db) {
  return db
    .selectFrom('event_transactions')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .select(COLUMNS);
}

export type TransactionRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectTransactions>['executeTakeFirst']>>
>;

export function toTicketTransaction(row: TransactionRecord): TicketTransaction {
  return {
    _id: row.id,
    transactionId: row.reference,
    status: Number(row.status) as TransactionStatus,
    eventId: row.event_id,
    eventName: row.event_name,
    noOfTickets: Number(row.no_of_tickets),
    ticketHolderName: row.ticket_holder_name,
    price: toMoney(row.price),
    serviceFee: toMoney(row.service_fee),
    discount: toMoney(row.discount),
    finalPrice: toMoney(row.final_price),
    currencySymbol: row.currency_symbol,
    paymentType: row.payment_type,
    orderId: row.provider_order_id,
    created_at: toIsoRequired(row.created_at),
    completedAt: row.completed_at ? toIsoRequired(row.completed_at) : null,
  };
}

export async function transactionById(db: Db, id: string): Promise<TransactionRecord> {
  const row = await selectTransactions(db).where('event_transactions.id', '=', id).executeTakeFirst();
  if (!row) throw eventTexts.error(404, 'transactionNotFound');
  return row;
}

/** The transaction of a provider order, only for its buyer: 404 unknown, 403 someone else's. */
export async function ownTransactionByOrder(db: Db, userId: string, orderId: string): Promise<TransactionRecord> {
  const row = await selectTransactions(db)
    .where('event_transactions.provider_order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw eventTexts.error(404, 'transactionNotFound');
  if (row.user_id !== userId) throw eventTexts.error(403, 'notYourTransaction');
  return row;
}
