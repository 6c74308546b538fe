import type { AppConfig } from '../config';
import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './googleGeocoder';
import { createOfflineGeocoder } from './offlineGeocoder';

/** GEOCODER=offline (default, the built-in municipalities) or google (GOOGLE_MAPS_API_KEY). */
export function createGeocoder(config: AppConfig): Geocoder {
  const { provider, googleMapsApiKey } = config.geocoder;
  if (provider === 'google' && googleMapsApiKey) return createGoogleGeocoder({ apiKey: googleMapsApiKey });
  return createOfflineGeocoder();
}
