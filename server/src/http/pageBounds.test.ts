import { MAX_OFFSET } from '../contract/common';
import { bearerFor } from '../modules/account/testing/session';
import { createTestApp, type TestApp } from '../testing/testApp';
import { insertTestUser } from '../testing/testUsers';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const user = await insertTestUser(t.database.db);
  headers = await bearerFor(t, user.id);
});

afterAll(() => t.close());

const LISTS = [
  '/api/user/associations',
  '/api/user/events',
  '/api/user/myevents',
  '/api/user/products',
  '/api/user/myorders?productType=Product',
];
/** `path` with one more query parameter. */
const withParam = (path: string, param: string) => `${path}${path.includes('?') ? '&' : '?'}${param}`;

const HOSTILE = ['1e308', '12345678901234567890', '-1', String(MAX_OFFSET + 1), 'abc'];

describe('offset and limit of every list are bounded by their schema', () => {
  it.each(LISTS.flatMap((path) => HOSTILE.map((value) => [path, value])))(
    '%s?offset=%s answers 400 with a localised message',
    async (path, value) => {
      const english = await t.api({
        url: withParam(path, `offset=${value}`),
        headers: { ...headers, 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'core.validation',
        message: expect.stringContaining('offset'),
      });
      const italian = await t.api({
        url: withParam(path, `offset=${value}`),
        headers: { ...headers, 'accept-language': 'it' },
      });
      expect(italian.statusCode).toBe(400);
      expect(italian.json().message).not.toBe(english.json().message);
    },
  );

  it.each(LISTS.flatMap((path) => ['0', '1e308', '12345678901234567890', '1000'].map((value) => [path, value])))(
    '%s?limit=%s answers 400',
    async (path, value) => {
      const response = await t.api({
        url: withParam(path, `limit=${value}`),
        headers: { ...headers, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('limit');
    },
  );

  it.each(LISTS)('%s accepts the largest offset and answers an empty page', async (path) => {
    const response = await t.api({ url: withParam(path, `offset=${MAX_OFFSET}`), headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });
});
