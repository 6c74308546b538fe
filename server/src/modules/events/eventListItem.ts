import type { EventRow } from '../../db/database';
import { toDateOnly, toIsoRequired } from '../../db/mapping';
import type { EventListItem } from '../../contract/event';
import { sql } from 'kysely';
import { cardDescription } from './htmlText';

export type { EventListItem };

/** The columns a list card needs (select them with `EVENT_LIST_COLUMNS`). */
export type EventListColumns = Pick<
  EventRow,
  | 'id'
  | 'name'
  | 'picture'
  | 'start_date'
  | 'end_date'
  | 'start_time'
  | 'end_time'
  | 'ends_at'
  | 'description_text'
  | 'address'
  | 'lat'
  | 'lng'
> & { description_html: string | null };

export const EVENT_LIST_COLUMNS = [
  'events.id',
  'events.name',
  'events.picture',
  'events.start_date',
  'events.end_date',
  'events.start_time',
  'events.end_time',
  'events.ends_at',
  'events.description_text',
  // Only rows written without the stored excerpt carry their HTML to derive it from.
  sql<
    string | null
  >`case when ${sql.ref('events.description_text')} is null then ${sql.ref('events.description_html')} end`.as(
    'description_html',
  ),
  'events.address',
  'events.lat',
  'events.lng',
] as const;

/** Expired when the end (date and time, Europe/Rome) is earlier than now (SPEC section 4). */
export function isExpiredAt(endsAt: string, now: Date): boolean {
  return Date.parse(toIsoRequired(endsAt)) < now.getTime();
}

export function toEventListItem(row: EventListColumns, isFavourite: boolean, now: Date): EventListItem {
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    eventDate: toDateOnly(row.start_date) ?? row.start_date,
    endDate: toDateOnly(row.end_date) ?? row.end_date,
    time: row.start_time,
    endTime: row.end_time,
    description: row.description_text ?? cardDescription(row.description_html ?? ''),
    location: { address: row.address, coordinates: [Number(row.lng), Number(row.lat)] },
    isFavourite,
    isExpired: isExpiredAt(row.ends_at, now),
  };
}
