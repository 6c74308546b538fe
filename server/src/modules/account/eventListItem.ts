import { Type, type Static } from 'typebox';
import type { EventRow } from '../../db/database';
import { toDateOnly } from '../../db/mapping';

/** SPEC.md section 3 "Event (list)", as CONVENTIONS.md's EventListItem. */
export const EventListItemSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  picture: Type.Union([Type.String(), Type.Null()]),
  eventDate: Type.String({ description: 'Start date, YYYY-MM-DD' }),
  time: Type.String({ description: 'Start time, HH:mm (Europe/Rome)' }),
  description: Type.String({ description: 'Plain text (the detail carries the HTML)' }),
  location: Type.Object({ address: Type.String() }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  isFavourite: Type.Boolean(),
});

export type EventListItem = Static<typeof EventListItemSchema>;

export type EventListRow = Pick<
  EventRow,
  'id' | 'name' | 'picture' | 'start_date' | 'start_time' | 'end_date' | 'description_html' | 'address'
>;

/** The events columns toEventListItem reads, qualified for joins. */
export const EVENT_LIST_COLUMNS = [
  'events.id',
  'events.name',
  'events.picture',
  'events.start_date',
  'events.start_time',
  'events.end_date',
  'events.description_html',
  'events.address',
] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Event descriptions are HTML; cards show them as text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

export function toEventListItem(row: EventListRow, isFavourite: boolean): EventListItem {
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    eventDate: toDateOnly(row.start_date) ?? row.start_date,
    time: row.start_time,
    description: htmlToText(row.description_html),
    location: { address: row.address },
    endDate: toDateOnly(row.end_date) ?? row.end_date,
    isFavourite,
  };
}
