import { createTestApp, type TestApp } from '../../testing/testApp';
import { eventUid } from './calendarFeed';
import { calendarWorld, insertPurchase, scheduleEvent } from './testing/calendarWorld';
import {
  componentsNamed,
  instantOf,
  parseICalendar,
  property,
  textOf,
  type ParsedComponent,
} from './testing/strictICalendar';

// GET /api/user/calendar/feed, POST /api/user/calendar/feed/regenerate and the feed GET /calendar/<token>.ics.

const PUBLIC_URL = 'https://campo.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});

afterAll(() => t.close());

type Member = Awaited<ReturnType<Awaited<ReturnType<typeof calendarWorld>>['member']>>;

async function feedAddress(member: Member, language = 'it') {
  const response = await t.api({
    url: '/api/user/calendar/feed',
    headers: { ...member.headers, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { message: string; data: { url: string; webcalUrl: string } };
}

/** The feed as a calendar app reads it: no login, no client key. */
const readFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

async function feedOf(member: Member, language = 'it') {
  const response = await readFeed((await feedAddress(member, language)).data.url);
  expect(response.statusCode).toBe(200);
  return parseICalendar(response.body);
}

const eventsIn = (calendar: ParsedComponent) => componentsNamed(calendar, 'VEVENT');
const entryOf = (calendar: ParsedComponent, eventId: string) => {
  const entry = eventsIn(calendar).find((candidate) => textOf(candidate, 'UID') === eventUid(eventId));
  if (!entry) throw new Error(`No entry for ${eventId}`);
  return entry;
};

describe('the feed address', () => {
  it('is a secret https and webcal address under PUBLIC_URL, the same on every ask', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const first = await feedAddress(mario, 'en');
    expect(first.message).toBe('Calendar link ready.');
    expect(first.data.url).toMatch(/^https:\/\/campo\.example\/calendar\/[0-9a-f]{64}\.ics$/);
    expect(first.data.webcalUrl).toBe(first.data.url.replace('https://', 'webcal://'));
    expect((await feedAddress(mario, 'en')).data).toEqual(first.data);
  });

  it('is kept as a salt and a hash: the token itself is nowhere in the table', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const token = /\/calendar\/([0-9a-f]+)\.ics$/.exec((await feedAddress(mario)).data.url)![1];
    const row = await world.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', mario.id)
      .executeTakeFirstOrThrow();
    expect(Object.values(row).map(String)).not.toContain(token);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('needs a login', async () => {
    const response = await t.api({ url: '/api/user/calendar/feed', headers: { 'accept-language': 'en' } });
    expect([response.statusCode, response.json().message]).toEqual([401, 'Failed to authenticate token']);
  });

  it('is replaced on regenerate: the old address answers 404 as text, the new one the feed', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const eventId = await world.event({ name: 'Torneo di primavera' });
    await insertPurchase(world.db, mario.id, eventId);
    const old = (await feedAddress(mario)).data.url;
    expect((await readFeed(old)).statusCode).toBe(200);

    const regenerated = await t.api({
      method: 'POST',
      url: '/api/user/calendar/feed/regenerate',
      headers: { ...mario.headers, 'accept-language': 'en' },
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().message).toBe('New calendar link made: the old one no longer works.');
    const fresh = regenerated.json().data.url as string;
    expect(fresh).not.toBe(old);
    expect((await feedAddress(mario)).data.url).toBe(fresh);

    const gone = await readFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gone.body).toBe('Calendario non trovato.');
    const feed = await readFeed(fresh);
    expect(feed.statusCode).toBe(200);
    expect(eventsIn(parseICalendar(feed.body)).map((entry) => textOf(entry, 'SUMMARY'))).toEqual([
      'Torneo di primavera',
    ]);
  });
});

describe('GET /calendar/<token>.ics', () => {
  it('answers anyone holding the address with text/calendar, not cached by shared caches', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const response = await readFeed((await feedAddress(mario)).data.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const calendar = parseICalendar(response.body);
    expect(calendar.name).toBe('VCALENDAR');
    expect(['VERSION', 'CALSCALE', 'METHOD'].map((name) => property(calendar, name).value)).toEqual([
      '2.0',
      'GREGORIAN',
      'PUBLISH',
    ]);
    expect(property(calendar, 'PRODID').value).toMatch(/^-\/\/Campo\/\//);
    expect(eventsIn(calendar)).toEqual([]);
  });

  it.each([
    ['an unknown token', `/calendar/${'a'.repeat(64)}.ics`],
    ['a token without .ics', `/calendar/${'a'.repeat(64)}`],
    ['something else', '/calendar/feed.ics'],
  ])('answers 404 text for %s', async (_case, url) => {
    const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
      404,
      'text/plain; charset=utf-8',
      'Calendar not found.',
    ]);
  });

  it("lists the member's completed purchases once per event, and no other member's", async () => {
    const world = await calendarWorld(t);
    const [mario, giulia] = [await world.member('Mario'), await world.member('Giulia')];
    const [derby, corsa, pending, giulias] = [
      await world.event({ name: 'Derby', startOffset: 20 }),
      await world.event({ name: 'Corsa', startOffset: 5 }),
      await world.event({ name: 'In attesa' }),
      await world.event({ name: 'Solo Giulia' }),
    ];
    await insertPurchase(world.db, mario.id, derby, 2);
    await insertPurchase(world.db, mario.id, derby, 1);
    await insertPurchase(world.db, mario.id, corsa);
    await insertPurchase(world.db, mario.id, pending, 1, 1);
    await insertPurchase(world.db, giulia.id, giulias);

    const marios = await feedOf(mario);
    expect(eventsIn(marios).map((entry) => [textOf(entry, 'UID'), textOf(entry, 'SUMMARY')])).toEqual([
      [`${corsa}@campo`, 'Corsa'],
      [`${derby}@campo`, 'Derby'],
    ]);
    expect(textOf(entryOf(marios, derby), 'DESCRIPTION')).toContain('Biglietti: 3');
    expect(eventsIn(await feedOf(giulia)).map((entry) => textOf(entry, 'SUMMARY'))).toEqual(['Solo Giulia']);
  });

  it('writes Rome wall-clock times with TZID whose VTIMEZONE gives the right instants on both sides of each DST change', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    // 29 March 2026: clocks go 02:00 -> 03:00. 25 October 2026: 03:00 -> 02:00.
    const spring = await world.event({ name: 'Spring' });
    await scheduleEvent(world.db, spring, ['2026-03-28', '23:30'], ['2026-03-29', '10:00']);
    const autumn = await world.event({ name: 'Autumn' });
    await scheduleEvent(world.db, autumn, ['2026-10-24', '21:00'], ['2026-10-25', '09:15']);
    await insertPurchase(world.db, mario.id, spring);
    await insertPurchase(world.db, mario.id, autumn);

    const calendar = await feedOf(mario);
    const times = (eventId: string) => {
      const entry = entryOf(calendar, eventId);
      return ['DTSTART', 'DTEND'].map((name) => {
        const prop = property(entry, name);
        expect(prop.params.TZID).toBe('Europe/Rome');
        return [prop.value, instantOf(calendar, prop).toISOString()];
      });
    };
    expect(times(spring)).toEqual([
      ['20260328T233000', '2026-03-28T22:30:00.000Z'],
      ['20260329T100000', '2026-03-29T08:00:00.000Z'],
    ]);
    expect(times(autumn)).toEqual([
      ['20261024T210000', '2026-10-24T19:00:00.000Z'],
      ['20261025T091500', '2026-10-25T08:15:00.000Z'],
    ]);
    const [rome] = componentsNamed(calendar, 'VTIMEZONE');
    expect(textOf(rome, 'TZID')).toBe('Europe/Rome');
  });

  it('escapes commas, semicolons, backslashes and line breaks, and folds long lines at 75 octets', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const name = 'Calcio, tennis; padel \\ e\nbocce: la festa dello sport più lunga di sempre a Reggio nell’Emilia';
    const address = 'Via Emilia, 12; Reggio Emilia';
    const eventId = await world.event({
      name,
      address,
      descriptionHtml: '<p>Porta l&#39;acqua, la maglia; e <b>il sorriso</b>.</p>',
    });
    await insertPurchase(world.db, mario.id, eventId);

    const response = await readFeed((await feedAddress(mario)).data.url);
    expect(response.body).toContain('SUMMARY:Calcio\\, tennis\\; padel \\\\ e\\nbocce');
    expect(response.body.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    const entry = entryOf(parseICalendar(response.body), eventId);
    expect(textOf(entry, 'SUMMARY')).toBe(name);
    expect(textOf(entry, 'LOCATION')).toBe(address);
    expect(textOf(entry, 'DESCRIPTION')).toBe(
      `Porta l'acqua, la maglia; e il sorriso.\n\nBiglietti: 1\n\nIl tuo biglietto: ${PUBLIC_URL}/my/event/${eventId}`,
    );
    expect(property(entry, 'URL').value).toBe(`${PUBLIC_URL}/my/event/${eventId}`);
  });

  it('has a reminder the day before, a status and a stamp for every entry, in the language the address was last asked in', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const eventId = await world.event({ name: 'Derby' });
    await insertPurchase(world.db, mario.id, eventId);

    const english = await feedOf(mario, 'en');
    expect(textOf(english, 'X-WR-CALNAME')).toBe('My events · Campo');
    const entry = entryOf(english, eventId);
    expect(property(entry, 'STATUS').value).toBe('CONFIRMED');
    expect(property(entry, 'DTSTAMP').value).toMatch(/^\d{8}T\d{6}Z$/);
    const [alarm] = componentsNamed(entry, 'VALARM');
    expect([property(alarm, 'ACTION').value, property(alarm, 'TRIGGER').value, textOf(alarm, 'DESCRIPTION')]).toEqual([
      'DISPLAY',
      '-P1D',
      'Tomorrow: Derby',
    ]);

    const italian = await feedOf(mario, 'it');
    expect(textOf(italian, 'X-WR-CALNAME')).toBe('I miei eventi · Campo');
    expect(textOf(componentsNamed(entryOf(italian, eventId), 'VALARM')[0], 'DESCRIPTION')).toBe('Domani: Derby');
  });

  it('raises SEQUENCE when what the entry shows changes, not when tickets are sold', async () => {
    const world = await calendarWorld(t);
    const mario = await world.member();
    const eventId = await world.event({ name: 'Derby', tickets: 50 });
    await insertPurchase(world.db, mario.id, eventId);
    const sequence = async () => Number(property(entryOf(await feedOf(mario), eventId), 'SEQUENCE').value);
    expect(await sequence()).toBe(0);

    await world.db
      .updateTable('events')
      .set({ remaining_tickets: 40, updated_at: new Date().toISOString() })
      .where('id', '=', eventId)
      .execute();
    expect(await sequence()).toBe(0);
    await world.db.updateTable('events').set({ name: 'Derby' }).where('id', '=', eventId).execute();
    expect(await sequence()).toBe(0);

    await world.db.updateTable('events').set({ start_time: '18:00' }).where('id', '=', eventId).execute();
    expect(await sequence()).toBe(1);
    await world.db
      .updateTable('events')
      .set({ name: 'Derby della Madonnina', address: 'San Siro' })
      .where('id', '=', eventId)
      .execute();
    expect(await sequence()).toBe(2);
  });
});
