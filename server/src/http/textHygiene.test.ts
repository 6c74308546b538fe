import { coreTexts } from '../i18n/catalogue';
import { multipartPayload } from '../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../testing/testApp';
import { insertTestUser } from '../testing/testUsers';
import { ApiError } from './apiError';
import { checkText, cleanStrings, trimText } from './textHygiene';

const refusedMessage = (field: string, language: 'it' | 'en' = 'en') =>
  coreTexts.text(language, 'validation.forbiddenCharacter', { field });

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError && error.statusCode === 400 ? String(error.params.field) : 'other error';
  }
}

describe('checkText', () => {
  it.each([
    ['NUL', 'Via Roma\u0000 12'],
    ['a C0 control (ESC)', 'Via Roma \u001b[2J'],
    ['a bell', '\u0007'],
    ['a vertical tab', 'a\u000bb'],
    ['a lone carriage return', 'riga 1\rriga 2'],
    ['DEL', 'Roma\u007f'],
    ['a right-to-left override', 'Via Roma \u202e21\u202c'],
    ['a left-to-right embedding', '\u202aRoma'],
    ['a first-strong isolate', 'Roma \u2068x\u2069'],
    ['a right-to-left isolate', '\u2067Roma'],
    ['a lone high surrogate', 'Roma \ud83d'],
    ['a lone low surrogate', '\ude00 Roma'],
  ])('refuses %s, naming the field', (_, value) => {
    expect(refusal(() => checkText('address', value))).toBe('address');
  });

  it('keeps tab, newline, emoji, joiners inside words, marks and right-to-left text', () => {
    for (const value of [
      'Nome\tCognome',
      'riga 1\nriga 2',
      'Famiglia 👨‍👩‍👧 👋🏽',
      'שלום \u200f(12)',
      'می\u200cخواهم',
      'Über Straße',
    ]) {
      expect(checkText('text', value)).toBe(value);
    }
  });

  it('turns CRLF into LF', () => {
    expect(checkText('message', 'riga 1\r\nriga 2\r\n')).toBe('riga 1\nriga 2\n');
  });
});

describe('trimText', () => {
  it('makes a field of spaces or zero-width characters blank', () => {
    for (const value of ['   ', '\u200b', '\u200c\u200d', '\u2060 \ufeff', '\t\n \u200b '])
      expect(trimText(value)).toBe('');
  });

  it('trims whitespace and zero-width characters at both ends only', () => {
    expect(trimText('\u200b  Via Roma 12 \u200d\n')).toBe('Via Roma 12');
    expect(trimText(' 👨‍👩‍👧 ')).toBe('👨‍👩‍👧');
  });

  it('takes linear time on a long run of spaces inside the text', () => {
    const value = `a${' '.repeat(1_000_000)}b `;
    const started = performance.now();
    expect(trimText(value)).toBe(value.slice(0, -1));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('cleanStrings', () => {
  it('checks nested strings and names them by their path', () => {
    const body = { items: [{ name: 'ok' }, { name: 'x\u0000' }] };
    expect(refusal(() => cleanStrings(body, true))).toBe('items.1.name');
  });

  it('trims everything but password fields, which are still checked', () => {
    const body = {
      email: ' anna@example.it ',
      password: ' segreta ',
      confirmPassword: ' segreta ',
      nested: { city: ' Roma ' },
    };
    cleanStrings(body, true);
    expect(body).toEqual({
      email: 'anna@example.it',
      password: ' segreta ',
      confirmPassword: ' segreta ',
      nested: { city: 'Roma' },
    });
    expect(refusal(() => cleanStrings({ newPassword: 'segreta\u0000' }, true))).toBe('newPassword');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(refusal(() => cleanStrings({ deep }, true))).toMatch(/^deep(\.0)+$/);
  });
});

describe('routes', () => {
  let t: TestApp;
  let member: Record<string, string>;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp({
      CONTACT_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_MAX: '1000',
      MESSAGE_RATE_LIMIT_MAX: '1000',
    });
    const user = await insertTestUser(t.database.db, { firstName: 'Luca' });
    memberId = user.id;
    member = { authorization: `Bearer ${await t.app.sessions.start(user.id)}`, 'accept-language': 'en' };
  });

  afterAll(() => t.close());

  const expectRefused = async (
    response: Awaited<ReturnType<TestApp['api']>>,
    field: string,
    language: 'it' | 'en' = 'en',
  ) => {
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: refusedMessage(field, language),
    });
  };
  const asMember = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.api({ method, url, payload, headers: member });
  const contactRows = () => t.database.db.selectFrom('contact_messages').select(['name', 'message']).execute();

  describe('contact form (no login)', () => {
    const contact = (fields: Partial<Record<'name' | 'email' | 'message', string>>, language = 'it') =>
      t.api({
        method: 'POST',
        url: '/api/contact',
        headers: { 'accept-language': language },
        payload: { name: 'Anna', email: 'anna@example.it', message: 'Ciao', ...fields },
      });

    it('refuses NUL, controls and bidi overrides, in Italian and English, and stores nothing', async () => {
      await expectRefused(await contact({ message: 'Ciao\u0000' }), 'message', 'it');
      await expectRefused(await contact({ name: 'Anna \u202eX' }, 'en'), 'name');
      await expectRefused(await contact({ name: 'Anna\u001b[31m' }, 'en'), 'name');
      expect(await contactRows()).toEqual([]);
    });

    it('refuses a name of zero-width characters or spaces like a blank one', async () => {
      for (const name of ['\u200b\u200d', '   ']) {
        const response = await contact({ name }, 'en');
        expect({ status: response.statusCode, message: response.json().message }).toEqual({
          status: 400,
          message: 'The field "name" cannot be empty.',
        });
      }
    });

    it('stores real text trimmed, with CRLF as LF, emoji and joiners intact', async () => {
      const response = await contact({ name: '  Anna Maria ', message: 'Ciao 👨‍👩‍👧\r\nA presto' });
      expect(response.statusCode).toBe(201);
      expect(await contactRows()).toEqual([{ name: 'Anna Maria', message: 'Ciao 👨‍👩‍👧\nA presto' }]);
    });
  });

  describe('sandbox approval page (no login, outside /api)', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' };

    it('answers 400, not 500, to a NUL or a bidi override in the order of the page and of its two forms', async () => {
      await expectRefused(
        await t.app.inject({ url: '/payments/sandbox/approve?order=%00', headers: { 'accept-language': 'en' } }),
        'order',
      );
      await expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/payments/sandbox/approve',
          headers: form,
          payload: 'order=ab%00cd',
        }),
        'order',
      );
      await expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/payments/sandbox/cancel',
          headers: form,
          payload: 'order=%E2%80%AEab',
        }),
        'order',
      );
    });

    it('still shows its "not found" page for a clean unknown order', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/payments/sandbox/cancel',
        headers: form,
        payload: 'order=UNKNOWN1',
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    });
  });

  it('refuses hostile text in every name search', async () => {
    const { groupId } = await createGroup('Amici');
    for (const url of [
      '/api/user/associations?name=%00',
      '/api/user/events?name=Calcio%E2%80%AE',
      '/api/user/products?name=%1B',
      '/api/user/product/categories?name=%7F',
      '/api/user/message/contact/list?name=a%00',
      `/api/user/group/member/list/${groupId}?name=%E2%81%A6x`,
    ]) {
      await expectRefused(await asMember('GET', url), 'name');
    }
  });

  it('refuses a bidi override that shows "12" as "21" in an address, and a street of spaces', async () => {
    const address = {
      firstName: 'Luca',
      lastName: 'Verdi',
      address: 'Via Roma 12',
      city: 'Milano',
      province: 'MI',
      zipcode: '20121',
      country: 'Italia',
    };
    await expectRefused(
      await asMember('POST', '/api/user/addresses', { ...address, address: 'Via Roma \u202e12' }),
      'address',
    );
    const spaces = await asMember('POST', '/api/user/addresses', { ...address, address: '     ' });
    expect({ status: spaces.statusCode, message: spaces.json().message }).toEqual({
      status: 400,
      message: 'The field "address" cannot be empty.',
    });
    const saved = await asMember('POST', '/api/user/addresses', { ...address, city: ' Milano\u200b ' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ address: 'Via Roma 12', city: 'Milano' });
  });

  it('refuses a profile name with a NUL (multipart) and keeps the name when the field is only zero-width', async () => {
    const update = (fields: Record<string, string>) => {
      const form = multipartPayload(fields);
      return t.api({
        method: 'PUT',
        url: '/api/user/profile',
        payload: form.payload,
        headers: { ...member, ...form.headers },
      });
    };
    await expectRefused(await update({ lastName: 'Verdi', firstName: 'Lu\u0000ca' }), 'firstName');
    // A blank multipart field means "not filled": the name stays, the other field changes.
    const blank = await update({ firstName: '\u200b\u200c', lastName: ' Bianchi\u200b' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data).toMatchObject({ firstName: 'Luca', lastName: 'Bianchi' });
  });

  async function createGroup(name: string, extra: Record<string, string> = {}) {
    const form = multipartPayload({ name, ...extra });
    const response = await t.api({
      method: 'POST',
      url: '/api/user/group',
      payload: form.payload,
      headers: { ...member, ...form.headers },
    });
    return { response, groupId: response.statusCode === 201 ? (response.json().data._id as string) : '' };
  }

  it('refuses hostile group names and descriptions, and a name of zero-width characters', async () => {
    await expectRefused((await createGroup('Squadra\u0000')).response, 'name');
    await expectRefused(
      (await createGroup('Squadra', { description: 'Allenamento \u2066martedì' })).response,
      'description',
    );
    const blank = (await createGroup('\u200b')).response;
    expect({ status: blank.statusCode, message: blank.json().message }).toEqual({
      status: 400,
      message: 'The field "name" is required.',
    });
    const threads = await t.database.db
      .selectFrom('message_threads')
      .select('name')
      .where('owner_id', '=', memberId)
      .execute();
    expect(threads.map((thread) => thread.name)).toEqual(['Amici']);
  });

  it('refuses a hostile ticket holder name, payment token and presence transactionId', async () => {
    const eventId = '0123456789abcdef01234567';
    const ticket = { eventId, noOfTickets: 1, ticketHolderName: 'Luca\u0000' };
    await expectRefused(await asMember('POST', '/api/user/init/event/transaction', ticket), 'ticketHolderName');
    await expectRefused(
      await asMember('POST', '/api/user/event/preview/transaction', { ...ticket, ticketHolderName: 'Luca \u202e' }),
      'ticketHolderName',
    );
    const blank = await asMember('POST', '/api/user/init/event/transaction', {
      ...ticket,
      ticketHolderName: '\u200b ',
    });
    expect(blank.json().message).toBe('The field "ticketHolderName" cannot be empty.');
    await expectRefused(await asMember('POST', '/api/user/update/transaction', { token: 'ORDER\u0000' }), 'token');
    await expectRefused(await asMember('POST', '/api/user/product/transaction/cancel', { token: '\u0007' }), 'token');
    await expectRefused(
      await asMember('PUT', '/api/user/event/presence', { transactionId: 'CMP\u0000', isPresence: 1, eventId }),
      'transactionId',
    );
  });

  it('never trims passwords but still refuses controls in them', async () => {
    const user = await insertTestUser(t.database.db, { password: ' spazi intorno ' });
    const login = (password: string) =>
      t.api({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'accept-language': 'en' },
        payload: { email: ` ${user.email} `, password },
      });
    expect((await login(' spazi intorno ')).statusCode).toBe(200);
    expect((await login('spazi intorno')).statusCode).toBe(400);
    await expectRefused(await login(' spazi\u0000intorno '), 'password');
  });

  it('answers 400, never 500, to NUL in path params, in /api and outside it', async () => {
    await expectRefused(await t.api({ url: '/api/event/%00', headers: { 'accept-language': 'en' } }), 'id');
    await expectRefused(
      await t.api({
        url: `/api/user/verify/${'0'.repeat(24)}/a%00b@example.it/${'a'.repeat(64)}`,
        headers: { 'accept-language': 'en' },
      }),
      'email',
    );
    for (const url of ['/event/detail/public/%00', '/uploads/events/a%00.png']) {
      await expectRefused(
        await t.app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'en' } }),
        'path',
      );
    }
  });
});
