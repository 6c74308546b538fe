import type { Static } from 'typebox';
import { sql } from 'kysely';
import type { Db, Presence } from '../../db/database';
import { toIsoRequired, toMoney, toNumberOr } from '../../db/mapping';
import { getEventDetail } from './eventDetail';
import { EVENT_LIST_COLUMNS, toEventListItem } from './eventListItem';
import { eventTexts } from './events.texts';
import type { MyEventDetailSchema, MyEventItemSchema, TicketSummarySchema } from './events.schemas';
import { favouriteIdsOf } from './favouriteIds';
import { cancelDeadlineOf } from './tickets/ticketRefund';

export type TicketSummary = Static<typeof TicketSummarySchema>;
export type MyEventItem = Static<typeof MyEventItemSchema>;
export type MyEventDetail = Static<typeof MyEventDetailSchema>;
export type MyTicket = MyEventDetail['tickets'][number];

const asPresence = (value: number | string): Presence => Number(value) as Presence;

/** One card per completed ticket purchase: upcoming events first (soonest first), then past ones. */
export async function listMyEvents(db: Db, userId: string, offset: number, limit: number, now: Date) {
  const base = db
    .selectFrom('event_transactions')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .where('event_transactions.user_id', '=', userId)
    .where('event_transactions.status', '=', 2);
  const nowIso = now.toISOString();
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select(EVENT_LIST_COLUMNS)
      .select([
        'event_transactions.id as transaction_id',
        'event_transactions.reference',
        'event_transactions.no_of_tickets',
        'event_transactions.ticket_holder_name',
        'event_transactions.presence',
      ])
      .orderBy(sql`case when ${sql.ref('events.ends_at')} >= ${nowIso} then 0 else 1 end`)
      .orderBy(sql`case when ${sql.ref('events.ends_at')} >= ${nowIso} then ${sql.ref('events.starts_at')} end`, 'asc')
      .orderBy('events.starts_at', 'desc')
      .orderBy('event_transactions.id')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  const favourites = await favouriteIdsOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const items: MyEventItem[] = rows.map((row) => ({
    ...toEventListItem(row, favourites.has(row.id), now),
    isPresence: asPresence(row.presence),
    transaction: {
      _id: row.transaction_id,
      transactionId: row.reference,
      noOfTickets: Number(row.no_of_tickets),
      ticketHolderName: row.ticket_holder_name,
    },
  }));
  return { items, total: toNumberOr(counted?.count, 0) };
}

/** The event detail with the user's completed tickets for it (newest first); 404 when they hold none. */
export async function getMyEvent(
  db: Db,
  userId: string,
  eventId: string,
  publicUrl: string,
  now: Date,
): Promise<MyEventDetail> {
  const rows = await db
    .selectFrom('event_transactions')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .select([
      'event_transactions.id',
      'event_transactions.reference',
      'event_transactions.no_of_tickets',
      'event_transactions.ticket_holder_name',
      'event_transactions.presence',
      'event_transactions.price',
      'event_transactions.service_fee',
      'event_transactions.final_price',
      'event_transactions.payment_type',
      'event_transactions.created_at',
      'event_transactions.completed_at',
      'events.currency_symbol',
      'events.starts_at',
      'events.cancel_hours_before',
    ])
    .where('event_transactions.user_id', '=', userId)
    .where('event_transactions.event_id', '=', eventId)
    .where('event_transactions.status', '=', 2)
    .orderBy('event_transactions.created_at', 'desc')
    .orderBy('event_transactions.id', 'desc')
    .execute();
  if (rows.length === 0) throw eventTexts.error(404, 'eventNotFound');
  const detail = await getEventDetail(db, eventId, userId, publicUrl, now);
  const tickets: MyTicket[] = rows.map((row) => ({
    _id: row.id,
    transactionId: row.reference,
    noOfTickets: Number(row.no_of_tickets),
    ticketHolderName: row.ticket_holder_name,
    isPresence: asPresence(row.presence),
    price: toMoney(row.price),
    serviceFee: toMoney(row.service_fee),
    finalPrice: toMoney(row.final_price),
    currencySymbol: row.currency_symbol,
    paymentType: row.payment_type,
    created_at: toIsoRequired(row.created_at),
    completedAt: row.completed_at ? toIsoRequired(row.completed_at) : null,
  }));
  const latest = tickets[0];
  const cancelDeadline = cancelDeadlineOf(rows[0].starts_at, rows[0].cancel_hours_before);
  return {
    ...detail,
    isPresence: latest.isPresence,
    transaction: {
      _id: latest._id,
      transactionId: latest.transactionId,
      noOfTickets: latest.noOfTickets,
      ticketHolderName: latest.ticketHolderName,
    },
    tickets,
    cancelDeadline: cancelDeadline.toISOString(),
    canCancelTickets: now.getTime() < cancelDeadline.getTime(),
  };
}
