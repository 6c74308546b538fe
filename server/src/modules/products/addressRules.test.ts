import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs } from './testing/shopFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('addresses are validated on the server like the form', () => {
  const refusals: [string, Record<string, string>, string][] = [
    ['a blank first name', { firstName: '' }, 'firstName'],
    ['a whitespace-only city', { city: '   \t ' }, 'city'],
    ['a street of zero-width spaces', { address: '\u200B\u200B' }, 'address'],
    ['a whitespace-only province', { province: '  ' }, 'province'],
    ['a NUL in the street', { address: 'Via Roma\u0000 1' }, 'address'],
    ['a right-to-left override in the name', { lastName: 'Rossi\u202Eetsil' }, 'lastName'],
    ['a bidi isolate in the city', { city: '\u2066Milano\u2069' }, 'city'],
    ['a line break in the street', { address: 'Via Roma 1\nScala B' }, 'address'],
    ['a tab in the country', { country: 'Ita\tlia' }, 'country'],
    ['a line separator in the city', { city: 'Mi\u2028lano' }, 'city'],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming the field, on create and on replace',
    async (_name, change, field) => {
      const call = callAs(t, await loggedInUser(t, 'Mario'));
      const created = await call('POST', '/api/user/addresses', ADDRESS);
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id as string;

      const refused = await call('POST', '/api/user/addresses', { ...ADDRESS, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(`"${field}"`);
      const replaced = await call('PUT', `/api/user/address/${id}`, { ...ADDRESS, ...change });
      expect(replaced.statusCode).toBe(400);
      expect(replaced.json().message).toContain(`"${field}"`);
      // Nothing was stored.
      const list = (await call('GET', '/api/user/addresses')).json().data as { address: string; city: string }[];
      expect(list).toEqual([expect.objectContaining({ address: ADDRESS.address, city: ADDRESS.city })]);
    },
  );

  it('says why in the request language', async () => {
    const user = await loggedInUser(t, 'Mario');
    const it = await callAs(t, user, 'it')('POST', '/api/user/addresses', { ...ADDRESS, address: 'Via Roma\n1' });
    expect(it.json().message).toBe('Il campo "address" deve stare su una riga: niente a capo né tabulazioni.');
    const en = await callAs(t, user, 'en')('POST', '/api/user/addresses', { ...ADDRESS, address: 'Via Roma\n1' });
    expect(en.json().message).toBe('The field "address" must fit on one line: no line breaks or tabs.');
    const nul = await callAs(t, user, 'en')('POST', '/api/user/addresses', { ...ADDRESS, city: 'Mi\u0000lano' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/"city"/);
  });

  it('keeps what a real address holds: accents, apostrophes, right-to-left text and marks; trims the ends', async () => {
    const call = callAs(t, await loggedInUser(t, 'Mario'));
    const saved = await call('POST', '/api/user/addresses', {
      ...ADDRESS,
      firstName: '  Niccolò ',
      lastName: "D'Amico",
      address: 'Via dell’Abbondanza 3',
      city: 'القاهرة\u200F',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      firstName: 'Niccolò',
      lastName: "D'Amico",
      address: 'Via dell’Abbondanza 3',
      city: 'القاهرة\u200F',
    });
  });

  it("refuses to replace another member's address (404), whatever it holds", async () => {
    const mario = callAs(t, await loggedInUser(t, 'Mario'));
    const giulia = callAs(t, await loggedInUser(t, 'Giulia'));
    const id = (await mario('POST', '/api/user/addresses', ADDRESS)).json().data._id as string;
    expect((await giulia('PUT', `/api/user/address/${id}`, ADDRESS)).statusCode).toBe(404);
  });
});
