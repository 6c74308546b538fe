import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';

/** One calendar entry's facts: an event the member holds completed tickets for. */
export interface FeedEvent {
  id: string;
  name: string;
  address: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  descriptionHtml: string;
  /** Raised whenever what the entry shows changes (migration 0014's trigger). */
  sequence: number;
  updatedAt: string;
  tickets: number;
  /** Events have no cancelled state yet: every entry is CONFIRMED until one exists (docs/CONVENTIONS.md "Calendar feed"). */
  cancelled: boolean;
}

/**
 * The events My events shows (completed purchases, event_transactions.status 2), once per event however many
 * purchases the member made for it (a calendar entry per event, its UID the event's), soonest first.
 */
export async function feedEventsOf(db: Db, userId: string): Promise<FeedEvent[]> {
  const rows = await db
    .selectFrom('event_transactions')
    .innerJoin('events', 'events.id', 'event_transactions.event_id')
    .where('event_transactions.user_id', '=', userId)
    .where('event_transactions.status', '=', 2)
    .groupBy([
      'events.id',
      'events.name',
      'events.address',
      'events.start_date',
      'events.start_time',
      'events.end_date',
      'events.end_time',
      'events.description_html',
      'events.calendar_sequence',
      'events.updated_at',
      'events.starts_at',
    ])
    .select([
      'events.id',
      'events.name',
      'events.address',
      'events.start_date',
      'events.start_time',
      'events.end_date',
      'events.end_time',
      'events.description_html',
      'events.calendar_sequence',
      'events.updated_at',
      sql<number | string>`sum(${sql.ref('event_transactions.no_of_tickets')})`.as('tickets'),
    ])
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    startDate: row.start_date,
    startTime: row.start_time,
    endDate: row.end_date,
    endTime: row.end_time,
    descriptionHtml: row.description_html,
    sequence: Number(row.calendar_sequence),
    updatedAt: toIsoRequired(row.updated_at),
    tickets: Number(row.tickets),
    cancelled: false,
  }));
}
