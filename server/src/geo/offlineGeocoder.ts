import { foldText } from './foldText';
import type { GeocodeResponse, Geocoder } from './geocoder';
import { ITALIAN_MUNICIPALITIES, type MunicipalityRow } from './italianMunicipalities';

const MAX_RESULTS = 5;

interface Entry {
  row: MunicipalityRow;
  folded: string;
}

const ENTRIES: readonly Entry[] = ITALIAN_MUNICIPALITIES.map((row) => ({ row, folded: foldText(row[0]) }));

function matching(query: string): Entry[] {
  const folded = foldText(query);
  if (!folded) return [];
  return ENTRIES.filter((entry) => entry.folded.startsWith(folded)).sort(
    (a, b) => Number(b.folded === folded) - Number(a.folded === folded) || a.folded.localeCompare(b.folded),
  );
}

/**
 * Geocoding without the network: the query is matched by prefix, accent- and case-insensitively, against the
 * built-in list of Italian provincial capitals. A full address ("Via Roma 1, 20121 Milano") is tried part by
 * part from the end, with postcodes and province codes ignored.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    async geocode(address) {
      let found = matching(address);
      if (found.length === 0) {
        const parts = address.split(',').reverse();
        for (const part of parts) {
          const words = part.replace(/\b\d{5}\b/g, ' ').replace(/\b[A-Z]{2}\b/g, ' ');
          found = matching(words);
          if (found.length > 0) break;
        }
      }
      const response: GeocodeResponse = {
        status: found.length > 0 ? 'OK' : 'ZERO_RESULTS',
        results: found.slice(0, MAX_RESULTS).map(({ row: [name, province, lat, lng] }) => ({
          formatted_address: `${name} ${province}, Italia`,
          geometry: { location: { lat, lng } },
        })),
      };
      return response;
    },
  };
}
