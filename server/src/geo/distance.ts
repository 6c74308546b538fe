export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
/** One degree of latitude on the same sphere. */
const KM_PER_DEGREE_LAT = (2 * Math.PI * EARTH_RADIUS_KM) / 360;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A lat/lng box that contains every point within radiusKm of center (slightly larger, never smaller), so a
 * plain indexed range query in SQL can pre-filter before the exact distance check. Works the same on every
 * database, no PostGIS needed. Near the poles or across the antimeridian the box simply widens to all longitudes.
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const latDelta = radiusKm / KM_PER_DEGREE_LAT + 1e-6;
  const minLat = Math.max(-90, center.lat - latDelta);
  const maxLat = Math.min(90, center.lat + latDelta);
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cosLat = Math.cos(toRadians(widestLat));
  const lngDelta = cosLat > 1e-9 ? radiusKm / (KM_PER_DEGREE_LAT * cosLat) + 1e-6 : 360;
  if (lngDelta >= 180 || center.lng - lngDelta < -180 || center.lng + lngDelta > 180) {
    return { minLat, maxLat, minLng: -180, maxLng: 180 };
  }
  return { minLat, maxLat, minLng: center.lng - lngDelta, maxLng: center.lng + lngDelta };
}
