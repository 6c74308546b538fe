import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { toNumberOr } from '../../db/mapping';
import { nameContains } from '../../db/textSearch';
import { boundingBox, distanceKm } from '../../geo/distance';
import { EVENT_LIST_COLUMNS, toEventListItem, type EventListColumns, type EventListItem } from './eventListItem';
import { favouriteIdsOf } from './favouriteIds';
import type { EventListFilters } from './listQuery';

type EventsQuery<O = object> = SelectQueryBuilder<Database, 'events', O>;

function applyFilters(query: EventsQuery, filters: EventListFilters): EventsQuery {
  let q = query;
  if (filters.specialityIds.length > 0) q = q.where('events.speciality_id', 'in', filters.specialityIds);
  if (filters.categoryIds.length > 0) q = q.where('events.category_id', 'in', filters.categoryIds);
  if (filters.date) {
    // Running that day: started on or before it and ending on or after it.
    q = q.where('events.start_date', '<=', filters.date).where('events.end_date', '>=', filters.date);
  }
  if (filters.name) {
    q = q.where(nameContains('events.name', filters.name));
  }
  if (filters.location) {
    const box = boundingBox(filters.location, filters.radiusKm);
    q = q
      .where('events.lat', '>=', box.minLat)
      .where('events.lat', '<=', box.maxLat)
      .where('events.lng', '>=', box.minLng)
      .where('events.lng', '<=', box.maxLng);
  }
  return q;
}

export interface EventListPage {
  items: EventListItem[];
  total: number;
}

interface RowsPage {
  rows: { row: EventListColumns; distance: number | undefined }[];
  total: number;
}

/**
 * Upcoming events first (not ended: soonest start first), then ended ones (latest start first), id as the
 * tie-break. Upcoming splits into running (started, not ended) and future events, so each of the three parts is
 * one index range (see migration 0006) read only as far as the page, where one CASE ordering sorted every event
 * per request. One query of three counts gives the total and where each part ends.
 */
async function pageByDate(db: Db, filters: EventListFilters, now: Date): Promise<RowsPage> {
  const nowIso = now.toISOString();
  const base = applyFilters(db.selectFrom('events'), filters);
  // Three counts as index ranges (the upcoming ones only read not-ended entries of events_ends_at_idx) rather
  // than a CASE evaluated on every event.
  const count = (query: EventsQuery) => query.select((eb) => eb.fn.countAll<number>().as('n'));
  const counted = await db
    .selectNoFrom([
      count(base).as('total'),
      count(base.where('events.ends_at', '>=', nowIso)).as('upcoming'),
      count(base.where('events.ends_at', '>=', nowIso).where('events.starts_at', '<', nowIso)).as('running'),
    ])
    .executeTakeFirst();
  const total = toNumberOr(counted?.total, 0);
  const upcoming = toNumberOr(counted?.upcoming, 0);
  const running = toNumberOr(counted?.running, 0);
  const cards = base.select(EVENT_LIST_COLUMNS);
  // ends_at >= starts_at always (events_dates_check), so a future start means not ended.
  const parts = [
    {
      size: running,
      query: cards.where('events.ends_at', '>=', nowIso).where('events.starts_at', '<', nowIso).orderBy('events.starts_at', 'asc'),
    },
    { size: upcoming - running, query: cards.where('events.starts_at', '>=', nowIso).orderBy('events.starts_at', 'asc') },
    {
      size: total - upcoming,
      query: cards.where('events.starts_at', '<', nowIso).where('events.ends_at', '<', nowIso).orderBy('events.starts_at', 'desc'),
    },
  ];

  const rows: EventListColumns[] = [];
  let skip = filters.offset;
  for (const part of parts) {
    const wanted = filters.limit - rows.length;
    if (wanted <= 0) break;
    if (skip >= part.size) {
      skip -= part.size;
      continue;
    }
    rows.push(...(await part.query.orderBy('events.id').offset(skip).limit(wanted).execute()));
    skip = 0;
  }
  return { rows: rows.map((row) => ({ row, distance: undefined })), total };
}

/** A bounding box in SQL narrows the candidates; the exact distance filter and order happen here. */
async function pageByDistance(db: Db, filters: EventListFilters): Promise<RowsPage> {
  const center = filters.location!;
  const candidates = await applyFilters(db.selectFrom('events'), filters)
    .select([...EVENT_LIST_COLUMNS, 'events.starts_at'])
    .execute();
  const within = candidates
    .map((row) => ({ row, distance: distanceKm(center, { lat: Number(row.lat), lng: Number(row.lng) }) }))
    .filter((entry) => entry.distance <= filters.radiusKm)
    .sort(
      (a, b) =>
        a.distance - b.distance || a.row.starts_at.localeCompare(b.row.starts_at) || a.row.id.localeCompare(b.row.id),
    );
  return { rows: within.slice(filters.offset, filters.offset + filters.limit), total: within.length };
}

export async function listEvents(db: Db, userId: string, filters: EventListFilters, now: Date): Promise<EventListPage> {
  const page = filters.location ? await pageByDistance(db, filters) : await pageByDate(db, filters, now);
  const favourites = await favouriteIdsOf(
    db,
    userId,
    page.rows.map((entry) => entry.row.id),
  );
  const items = page.rows.map(({ row, distance }) => {
    const item = toEventListItem(row, favourites.has(row.id), now);
    return distance === undefined ? item : { ...item, distance: Math.round(distance * 100) / 100 };
  });
  return { items, total: page.total };
}
