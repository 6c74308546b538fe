import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { toNumberOr } from '../../db/mapping';
import { inListSlots, inListValues, preparedQuery } from '../../db/preparedQuery';
import { containsPattern, nameMatches } from '../../db/textSearch';
import { boundingBox, distanceKm } from '../../geo/distance';
import { EVENT_LIST_COLUMNS, toEventListItem, type EventListColumns, type EventListItem } from './eventListItem';
import { favouriteIdsOf } from './favouriteIds';
import type { SharedPage } from './listCache';
import type { EventListFilters } from './listQuery';

type EventsQuery<O = object> = SelectQueryBuilder<Database, 'events', O>;

/**
 * Which filters a list request uses (how many specialities and categories, a date, a name): the prepared queries
 * below are compiled once per shape, with the values in `filterValues`.
 */
function filterShape(filters: EventListFilters): string {
  return [filters.specialityIds.length, filters.categoryIds.length, filters.date ? 1 : 0, filters.name ? 1 : 0].join(
    ',',
  );
}

type FilterValues = Record<string, unknown>;

function filterValues(filters: EventListFilters): FilterValues {
  const values: FilterValues = {
    ...inListValues('speciality', filters.specialityIds),
    ...inListValues('category', filters.categoryIds),
  };
  if (filters.date) values.date = filters.date;
  if (filters.name) values.name = containsPattern(filters.name);
  return values;
}

/** The filters of `shape`, with `values` real values or a prepared query's stand-ins for them. */
function applyFilters(query: EventsQuery, shape: string, values: Record<string, unknown>): EventsQuery {
  const [specialities, categories, date, name] = shape.split(',').map(Number);
  let q = query;
  if (specialities > 0) q = q.where('events.speciality_id', 'in', inListSlots(values, 'speciality', specialities));
  if (categories > 0) q = q.where('events.category_id', 'in', inListSlots(values, 'category', categories));
  if (date) {
    // Running that day: started on or before it and ending on or after it.
    q = q.where('events.start_date', '<=', values.date as string).where('events.end_date', '>=', values.date as string);
  }
  if (name) q = q.where(nameMatches('events.name', values.name as string));
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

type DateValues = FilterValues & { now: string };
type Slots = DateValues & { offset: number; limit: number };

const countAll = (query: EventsQuery) => query.select((eb) => eb.fn.countAll<number>().as('n'));

// Three counts as index ranges (the upcoming ones only read not-ended entries of events_ends_at_idx) rather than
// a CASE evaluated on every event.
const countsByDate = preparedQuery<DateValues, { total: number; upcoming: number; running: number }>(
  (db, values, shape) => {
    const base = applyFilters(db.selectFrom('events'), shape, values);
    return db.selectNoFrom([
      countAll(base).as('total'),
      countAll(base.where('events.ends_at', '>=', values.now)).as('upcoming'),
      countAll(base.where('events.ends_at', '>=', values.now).where('events.starts_at', '<', values.now)).as('running'),
    ]);
  },
);

type Direction = 'asc' | 'desc';

/**
 * The cards of one page of `range` (filtered events in one index range), ordered by start then id. The page's ids
 * come from the index alone and only those rows are read: PostgreSQL otherwise reads and sorts the whole range for
 * a deep offset (a sequential scan at 6,000 events), and SQLite skips the offset inside the index either way.
 */
function cardsPage(db: Db, range: EventsQuery, direction: Direction, values: Slots) {
  const ids = range
    .select('events.id')
    .orderBy('events.starts_at', direction)
    .orderBy('events.id')
    .offset(values.offset)
    .limit(values.limit);
  return db
    .selectFrom('events')
    .select(EVENT_LIST_COLUMNS)
    .where('events.id', 'in', ids)
    .orderBy('events.starts_at', direction)
    .orderBy('events.id');
}

const filtered = (db: Db, values: Slots, shape: string) => applyFilters(db.selectFrom('events'), shape, values);

// ends_at >= starts_at always (events_dates_check), so a future start means not ended.
const runningCards = preparedQuery<Slots, EventListColumns>((db, values, shape) =>
  cardsPage(
    db,
    filtered(db, values, shape).where('events.ends_at', '>=', values.now).where('events.starts_at', '<', values.now),
    'asc',
    values,
  ),
);
const futureCards = preparedQuery<Slots, EventListColumns>((db, values, shape) =>
  cardsPage(db, filtered(db, values, shape).where('events.starts_at', '>=', values.now), 'asc', values),
);
const endedCards = preparedQuery<Slots, EventListColumns>((db, values, shape) =>
  cardsPage(
    db,
    filtered(db, values, shape).where('events.starts_at', '<', values.now).where('events.ends_at', '<', values.now),
    'desc',
    values,
  ),
);

/**
 * Upcoming events first (not ended: soonest start first), then ended ones (latest start first), id as the
 * tie-break. Upcoming splits into running (started, not ended) and future events, so each of the three parts is
 * one index range (see migration 0006) read only as far as the page, where one CASE ordering sorted every event
 * per request. One query of three counts gives the total and where each part ends.
 */
async function pageByDate(db: Db, filters: EventListFilters, now: Date): Promise<RowsPage> {
  const shape = filterShape(filters);
  const values = { ...filterValues(filters), now: now.toISOString() };
  const [counted] = await countsByDate.execute(db, values, shape);
  const total = toNumberOr(counted?.total, 0);
  const upcoming = toNumberOr(counted?.upcoming, 0);
  const running = toNumberOr(counted?.running, 0);
  const parts = [
    { size: running, query: runningCards },
    { size: upcoming - running, query: futureCards },
    { size: total - upcoming, query: endedCards },
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
    rows.push(...(await part.query.execute(db, { ...values, offset: skip, limit: wanted }, shape)));
    skip = 0;
  }
  return { rows: rows.map((row) => ({ row, distance: undefined })), total };
}

/** A bounding box in SQL narrows the candidates; the exact distance filter and order happen here. */
async function pageByDistance(db: Db, filters: EventListFilters): Promise<RowsPage> {
  const center = filters.location!;
  const box = boundingBox(center, filters.radiusKm);
  const candidates = await applyFilters(db.selectFrom('events'), filterShape(filters), filterValues(filters))
    .where('events.lat', '>=', box.minLat)
    .where('events.lat', '<=', box.maxLat)
    .where('events.lng', '>=', box.minLng)
    .where('events.lng', '<=', box.maxLng)
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

function toItems(page: RowsPage, favourites: ReadonlySet<string>, now: Date): EventListItem[] {
  return page.rows.map(({ row, distance }) => {
    const item = toEventListItem(row, favourites.has(row.id), now);
    return distance === undefined ? item : { ...item, distance: Math.round(distance * 100) / 100 };
  });
}

/** A page ordered by date as every user sees it (no favourites): what listCache.ts keeps. */
export async function sharedPageByDate(db: Db, filters: EventListFilters, now: Date): Promise<SharedPage> {
  const page = await pageByDate(db, filters, now);
  return { items: toItems(page, new Set(), now), total: page.total };
}

/** One page for this user, by distance when the filters carry a location, else by date, without any cache. */
export async function listEvents(db: Db, userId: string, filters: EventListFilters, now: Date): Promise<EventListPage> {
  const page = filters.location ? await pageByDistance(db, filters) : await pageByDate(db, filters, now);
  const favourites = await favouriteIdsOf(
    db,
    userId,
    page.rows.map((entry) => entry.row.id),
  );
  return { items: toItems(page, favourites, now), total: page.total };
}
