import { ID_PATTERN } from '../../lib/ids';
import type { LatLng } from '../../geo/distance';
import { eventTexts } from './events.texts';

export const DEFAULT_RADIUS_KM = 50;

/** The querystring of GET /user/events after schema validation. */
export interface EventListQueryInput {
  specialities?: string;
  categories?: string;
  location?: string;
  lng?: number;
  lat?: number;
  address?: string;
  radius?: number;
  date?: string;
  name?: string;
  offset?: number;
  limit?: number;
}

export interface EventListFilters {
  specialityIds: string[];
  categoryIds: string[];
  location: LatLng | null;
  address: string | null;
  radiusKm: number;
  date: string | null;
  name: string | null;
  offset: number;
  limit: number;
}

/** "id1,id2", "[id1,id2]" or '["id1","id2"]' to ids; 400 for anything that is not an id. */
export function parseIdList(text: string | undefined, field: string): string[] {
  if (text === undefined) return [];
  const ids = text
    .replace(/[[\]"\s]/g, '')
    .split(',')
    .filter(Boolean);
  const bad = ids.find((id) => !ID_PATTERN.test(id));
  if (bad !== undefined) throw eventTexts.error(400, 'invalidIdList', { field });
  return [...new Set(ids)];
}

function validCoordinates(lng: number, lat: number): boolean {
  return Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}

/** `location=lng,lat` (brackets allowed, SPEC's [lng, lat]) or `lng=&lat=`; both halves or none. */
export function parseLocation(query: EventListQueryInput): LatLng | null {
  if (query.location !== undefined) {
    const parts = query.location.replace(/[[\]\s]/g, '').split(',');
    const [lng, lat] = parts.map(Number);
    if (parts.length !== 2 || parts.some((p) => p === '') || !validCoordinates(lng, lat)) {
      throw eventTexts.error(400, 'locationInvalid');
    }
    return { lat, lng };
  }
  if (query.lng === undefined && query.lat === undefined) return null;
  if (query.lng === undefined || query.lat === undefined || !validCoordinates(query.lng, query.lat)) {
    throw eventTexts.error(400, 'locationInvalid');
  }
  return { lat: query.lat, lng: query.lng };
}

export function toListFilters(query: EventListQueryInput, defaultLimit: number): EventListFilters {
  const name = query.name?.trim();
  const address = query.address?.trim();
  return {
    specialityIds: parseIdList(query.specialities, 'specialities'),
    categoryIds: parseIdList(query.categories, 'categories'),
    location: parseLocation(query),
    address: address ? address : null,
    radiusKm: query.radius ?? DEFAULT_RADIUS_KM,
    date: query.date ?? null,
    name: name ? name : null,
    offset: query.offset ?? 0,
    limit: query.limit ?? defaultLimit,
  };
}
