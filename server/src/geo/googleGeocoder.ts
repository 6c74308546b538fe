import { GeocoderError, type GeocodeResponse, type Geocoder } from './geocoder';

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';
const TIMEOUT_MS = 5000;

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Tests point it at a local fake. */
  baseUrl?: string;
  language?: string;
}

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: Array<{ formatted_address?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } }>;
}

/** Google's Geocoding API over fetch, biased to Italy; passes OK / ZERO_RESULTS through in the same shape. */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const baseUrl = (options.baseUrl ?? GOOGLE_MAPS_BASE_URL).replace(/\/+$/, '');
  return {
    async geocode(address) {
      const url = new URL(`${baseUrl}/maps/api/geocode/json`);
      url.searchParams.set('address', address);
      url.searchParams.set('region', 'it');
      url.searchParams.set('language', options.language ?? 'it');
      url.searchParams.set('key', options.apiKey);
      let answer: GoogleAnswer;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new GeocoderError(`Google Geocoding answered HTTP ${response.status}`);
        answer = (await response.json()) as GoogleAnswer;
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        throw new GeocoderError(`Google Geocoding is unreachable: ${(error as Error).message}`);
      }
      if (answer.status === 'ZERO_RESULTS') return { status: 'ZERO_RESULTS', results: [] };
      if (answer.status !== 'OK') {
        throw new GeocoderError(
          `Google Geocoding refused: ${answer.status ?? 'no status'} ${answer.error_message ?? ''}`.trim(),
        );
      }
      const results: GeocodeResponse['results'] = [];
      for (const result of answer.results ?? []) {
        const lat = Number(result.geometry?.location?.lat);
        const lng = Number(result.geometry?.location?.lng);
        if (typeof result.formatted_address !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
        results.push({ formatted_address: result.formatted_address, geometry: { location: { lat, lng } } });
      }
      return { status: results.length > 0 ? 'OK' : 'ZERO_RESULTS', results };
    },
  };
}
