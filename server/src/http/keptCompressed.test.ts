import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptedEncoding, sendKeptData } from './serialisedJson';

// A kept answer (a cached cart, orders page, products page) goes to a browser as a compressed copy made once, and
// @fastify/compress, registered as in app.ts, does not encode it a second time.

const data = Buffer.from(
  JSON.stringify({ lines: Array.from({ length: 40 }, (_, qty) => ({ name: 'Maglia àè', qty })) }),
);
const envelope = JSON.stringify({ message: 'Carrello', data: null });
const small = Buffer.from('{"lines":[]}');

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compress, { encodings: ['br', 'gzip', 'deflate'], globalDecompression: false });
  app.get('/kept', (_request, reply) => sendKeptData(reply, envelope, 'null', data));
  app.get('/small', (_request, reply) => sendKeptData(reply, envelope, 'null', small));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
const expected = { message: 'Carrello', data: JSON.parse(data.toString('utf8')) };

describe('sendKeptData', () => {
  it('answers brotli to a browser, the same bytes each time, once encoded', async () => {
    const first = await get('/kept', 'gzip, deflate, br, zstd');
    const second = await get('/kept', 'gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8'))).toEqual(expected);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers gzip when brotli is not accepted, and plain JSON when nothing is', async () => {
    const gzip = await get('/kept', 'gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
    const plain = await get('/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(expected);
  });

  it('leaves an answer under the compression threshold as it is', async () => {
    const response = await get('/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'Carrello', data: { lines: [] } });
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br; q=0.0, gzip;q=0', null],
    ['identity', null],
    [undefined, null],
  ])('%s -> %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
