import type { Db } from '../../db/database';
import { nowIso, toIsoRequired } from '../../db/mapping';
import { distanceKm, type LatLng } from '../../geo/distance';
import { newId } from '../../lib/ids';

const POPULAR_COUNT = 5;
const RECENT_COUNT = 5;
/** A searched point this close to a venue is recorded as a search for that venue. */
const SAME_VENUE_KM = 0.5;
/** Recent searches kept per user. */
const KEPT_SEARCHES = 20;

export interface VenueOption {
  _id: string;
  name: string;
  address: string;
  /** [lng, lat], SPEC's order. */
  coordinates: [number, number];
  lat: number;
  lng: number;
}

export interface RecentSearchOption {
  _id: string;
  venueId: string | null;
  address: string;
  coordinates: [number, number];
  lat: number;
  lng: number;
  searchedAt: string;
}

/** Popular venues: the most upcoming (not yet ended) events, then the most searched; the user's recent searches. */
export async function popularAndRecentVenues(db: Db, userId: string, now: Date) {
  const [venues, upcoming, searched, recent] = await Promise.all([
    db.selectFrom('venues').select(['id', 'name', 'address', 'lat', 'lng']).execute(),
    db
      .selectFrom('events')
      .select(['venue_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('venue_id', 'is not', null)
      .where('ends_at', '>=', now.toISOString())
      .groupBy('venue_id')
      .execute(),
    db
      .selectFrom('user_venue_searches')
      .select(['venue_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('venue_id', 'is not', null)
      .groupBy('venue_id')
      .execute(),
    db
      .selectFrom('user_venue_searches')
      .select(['id', 'venue_id', 'address', 'lat', 'lng', 'searched_at'])
      .where('user_id', '=', userId)
      .orderBy('searched_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_COUNT)
      .execute(),
  ]);
  const countOf = (rows: { venue_id: string | null; count: number | string }[]) =>
    new Map(rows.map((row) => [row.venue_id, Number(row.count)]));
  const upcomingCount = countOf(upcoming);
  const searchCount = countOf(searched);
  const popularVenues: VenueOption[] = venues
    .map((venue) => ({ venue, events: upcomingCount.get(venue.id) ?? 0, searches: searchCount.get(venue.id) ?? 0 }))
    .filter((entry) => entry.events > 0 || entry.searches > 0)
    .sort((a, b) => b.events - a.events || b.searches - a.searches || a.venue.name.localeCompare(b.venue.name))
    .slice(0, POPULAR_COUNT)
    .map(({ venue }) => ({
      _id: venue.id,
      name: venue.name,
      address: venue.address,
      coordinates: [Number(venue.lng), Number(venue.lat)],
      lat: Number(venue.lat),
      lng: Number(venue.lng),
    }));
  const recentSearchVenues: RecentSearchOption[] = recent.map((row) => ({
    _id: row.id,
    venueId: row.venue_id,
    address: row.address,
    coordinates: [Number(row.lng), Number(row.lat)],
    lat: Number(row.lat),
    lng: Number(row.lng),
    searchedAt: toIsoRequired(row.searched_at),
  }));
  return { popularVenues, recentSearchVenues };
}

/**
 * Remembers a location search for the user's recent list: the same address again only moves it to the top, a
 * point at a venue is linked to that venue, and only the latest searches are kept.
 */
export async function recordVenueSearch(db: Db, userId: string, point: LatLng, address: string | null): Promise<void> {
  const venues = await db.selectFrom('venues').select(['id', 'address', 'lat', 'lng']).execute();
  const venue = venues.find((v) => distanceKm(point, { lat: Number(v.lat), lng: Number(v.lng) }) <= SAME_VENUE_KM);
  const label = address ?? venue?.address ?? `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_venue_searches').where('user_id', '=', userId).where('address', '=', label).execute();
    await trx
      .insertInto('user_venue_searches')
      .values({
        id: newId(),
        user_id: userId,
        venue_id: venue?.id ?? null,
        address: label,
        lat: point.lat,
        lng: point.lng,
        searched_at: nowIso(),
      })
      .execute();
    const stale = await trx
      .selectFrom('user_venue_searches')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('searched_at', 'desc')
      .orderBy('id', 'desc')
      .offset(KEPT_SEARCHES)
      .limit(1000)
      .execute();
    if (stale.length > 0)
      await trx
        .deleteFrom('user_venue_searches')
        .where(
          'id',
          'in',
          stale.map((row) => row.id),
        )
        .execute();
  });
}
