// The Google Geocoding answer shape (the part the SPA reads), whichever geocoder produced it.
export interface GeocodeResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface GeocodeResponse {
  status: 'OK' | 'ZERO_RESULTS';
  results: GeocodeResult[];
}

export interface Geocoder {
  geocode(address: string): Promise<GeocodeResponse>;
}

/** The upstream geocoder failed or refused (quota, bad key): the route answers 502. */
export class GeocoderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocoderError';
  }
}
