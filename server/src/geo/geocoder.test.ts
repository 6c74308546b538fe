import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boundingBox, distanceKm } from './distance';
import { GeocoderError } from './geocoder';
import { createGoogleGeocoder } from './googleGeocoder';
import { ITALIAN_MUNICIPALITIES } from './italianMunicipalities';
import { createOfflineGeocoder } from './offlineGeocoder';

describe('offline geocoder', () => {
  const geocoder = createOfflineGeocoder();

  it('covers every provincial capital once, inside Italy', () => {
    expect(ITALIAN_MUNICIPALITIES.length).toBeGreaterThanOrEqual(110);
    expect(new Set(ITALIAN_MUNICIPALITIES.map(([name]) => name)).size).toBe(ITALIAN_MUNICIPALITIES.length);
    for (const [, , lat, lng] of ITALIAN_MUNICIPALITIES) {
      expect(lat).toBeGreaterThan(35.4);
      expect(lat).toBeLessThan(47.1);
      expect(lng).toBeGreaterThan(6.6);
      expect(lng).toBeLessThan(18.6);
    }
  });

  it('answers the Google shape, matched by prefix without case or accents', async () => {
    const milano = await geocoder.geocode('milano');
    expect(milano).toEqual({
      status: 'OK',
      results: [{ formatted_address: 'Milano MI, Italia', geometry: { location: { lat: 45.4642, lng: 9.19 } } }],
    });
    const forli = await geocoder.geocode('FORLI');
    expect(forli.results[0].formatted_address).toBe('Forlì FC, Italia');
    const aquila = await geocoder.geocode('l’aquila');
    expect(aquila.results[0].formatted_address).toBe("L'Aquila AQ, Italia");
    const prefix = await geocoder.geocode('Ca');
    expect(prefix.results.map((r) => r.formatted_address)).toEqual([
      'Cagliari CA, Italia',
      'Caltanissetta CL, Italia',
      'Campobasso CB, Italia',
      'Carbonia SU, Italia',
      'Carrara MS, Italia',
    ]);
  });

  it('puts an exact name before longer ones and finds the town in a full address', async () => {
    const reggio = await geocoder.geocode('Reggio');
    expect(reggio.results.map((r) => r.formatted_address)).toEqual([
      'Reggio Calabria RC, Italia',
      'Reggio Emilia RE, Italia',
    ]);
    const massa = await geocoder.geocode('massa');
    expect(massa.results[0].formatted_address).toBe('Massa MS, Italia');
    const address = await geocoder.geocode('Via Roma 1, 40121 Bologna BO');
    expect(address.results[0].formatted_address).toBe('Bologna BO, Italia');
  });

  it('answers ZERO_RESULTS for anything else', async () => {
    await expect(geocoder.geocode('Atlantide')).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
    await expect(geocoder.geocode('   ')).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
  });
});

describe('distance helpers', () => {
  it('measures Milano to Roma and keeps every point of the radius inside the box', () => {
    expect(distanceKm({ lat: 45.4642, lng: 9.19 }, { lat: 41.8931, lng: 12.4828 })).toBeCloseTo(477, -1);
    const center = { lat: 45.4642, lng: 9.19 };
    const box = boundingBox(center, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 49.9 km away in each direction (small-distance approximation is fine here).
      const rad = (bearing * Math.PI) / 180;
      const dLat = (49.9 / 111.195) * Math.cos(rad);
      const dLng = (49.9 / (111.195 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(rad);
      const point = { lat: center.lat + dLat, lng: center.lng + dLng };
      if (distanceKm(center, point) > 50) continue;
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});

describe('Google geocoder', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; body: unknown };
  const seen: URL[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://fake'));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const geocoder = () => createGoogleGeocoder({ apiKey: 'test-key', baseUrl });

  it('calls the Geocoding API with the key and keeps the fields the SPA reads', async () => {
    answer = {
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: 'Via Roma, 10121 Torino TO, Italia',
            geometry: { location: { lat: 45.07, lng: 7.68 }, location_type: 'GEOMETRIC_CENTER' },
            place_id: 'abc',
          },
        ],
      },
    };
    const result = await geocoder().geocode('Via Roma Torino');
    expect(result).toEqual({
      status: 'OK',
      results: [
        { formatted_address: 'Via Roma, 10121 Torino TO, Italia', geometry: { location: { lat: 45.07, lng: 7.68 } } },
      ],
    });
    const url = seen.at(-1)!;
    expect(url.pathname).toBe('/maps/api/geocode/json');
    expect(url.searchParams.get('address')).toBe('Via Roma Torino');
    expect(url.searchParams.get('key')).toBe('test-key');
  });

  it('passes ZERO_RESULTS through and turns refusals and HTTP errors into GeocoderError', async () => {
    answer = { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    await expect(geocoder().geocode('nowhere')).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
    answer = { status: 200, body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } };
    await expect(geocoder().geocode('Roma')).rejects.toBeInstanceOf(GeocoderError);
    answer = { status: 500, body: {} };
    await expect(geocoder().geocode('Roma')).rejects.toThrow('HTTP 500');
  });
});
