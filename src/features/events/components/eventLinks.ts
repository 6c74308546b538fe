import type { Coordinates } from '../eventsApi';

/**
 * The event's website as a safe link: `https://` added when the scheme is missing (SPEC section 2), and only
 * http(s) allowed, so a stored `javascript:` or `data:` address never becomes a link. Null when unusable.
 */
export function websiteHref(websiteUrl: string | null | undefined): string | null {
  const trimmed = websiteUrl?.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A maps search by the event's coordinates ([lng, lat] on the wire, lat,lng in the query). */
export function mapsSearchUrl([lng, lat]: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
