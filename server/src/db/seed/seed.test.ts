import { verifyPassword } from '../../lib/passwords';
import { createDatabaseObjectStore } from '../../storage/databaseObjectStore';
import { createUploadStore, type UploadStore } from '../../storage/uploadStore';
import { createTestDatabase, type TestDatabase } from '../../testing/testDb';
import type { Db } from '../database';
import { toIso, toNumberOr } from '../mapping';
import { LONG_THREAD_MESSAGES, TEAM_HISTORY_MESSAGES } from './steps/messaging';
import { countRows } from './summary';
import { DEMO_MEMBER_EMAILS, isDatabaseEmpty, seedDemoData } from './index';

const PASSWORD = 'campo1234';
// Seeding draws a few hundred pictures: seconds on an idle machine, more on a busy CI runner.
const SEED_TIMEOUT_MS = 60_000;
const SPECIALITY_TITLES = [
  'Calcio',
  'Pallavolo',
  'Nuoto',
  'Basket',
  'Tennis',
  'Atletica',
  'Ciclismo',
  'Rugby',
  'Scherma',
  'Ginnastica',
];

async function memberId(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Completed tickets per event id. */
async function soldTickets(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('event_transactions')
    .select((eb) => ['event_id', eb.fn.sum<number>('no_of_tickets').as('sold'), eb.fn.countAll<number>().as('buyers')])
    .where('status', '=', 2)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, toNumberOr(r.sold, 0)]));
}

describe('seedDemoData', () => {
  let t: TestDatabase;
  // The database store: the files land where every server on the database reads them.
  let uploads: UploadStore;
  let now: Date;
  let nowIso: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    uploads = createUploadStore(createDatabaseObjectStore(t.db));
    now = new Date();
    nowIso = now.toISOString();
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const result = await seedDemoData(t.db, { uploads, password: PASSWORD, now });
    expect(result.created).toBe(true);
    expect(result.files).toBeGreaterThan(100);
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('creates approved associations in at least eight cities, and one awaiting approval', async () => {
    const associations = await t.db
      .selectFrom('users')
      .select([
        'first_name',
        'address_city',
        'approval_status',
        'speciality_id',
        'bank_iban',
        'representative_last_name',
      ])
      .where('user_type', '=', 'association')
      .execute();
    const approved = associations.filter((a) => a.approval_status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(8);
    expect(new Set(approved.map((a) => a.address_city)).size).toBeGreaterThanOrEqual(8);
    expect(approved.map((a) => a.address_city)).toEqual(
      expect.arrayContaining(['Milano', 'Roma', 'Torino', 'Bologna', 'Napoli', 'Firenze', 'Bari', 'Verona']),
    );
    expect(associations.filter((a) => a.approval_status === 'pending')).toHaveLength(1);
    for (const a of associations) {
      expect(a.speciality_id).not.toBeNull();
      expect(a.bank_iban).toMatch(/^IT\d{2}/);
      expect(a.representative_last_name).toBeTruthy();
    }
  });

  it('creates the ten specialities, each with categories', async () => {
    const specialities = await t.db.selectFrom('specialities').select(['id', 'title']).orderBy('sort_order').execute();
    expect(specialities.map((s) => s.title)).toEqual(SPECIALITY_TITLES);
    const categories = await t.db.selectFrom('categories').select(['speciality_id', 'name', 'icon']).execute();
    for (const s of specialities) {
      expect(categories.filter((c) => c.speciality_id === s.id).length).toBeGreaterThanOrEqual(3);
    }
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Under 12', 'Amatori', 'Master']));
  });

  it('creates 60 events, past and future, with consistent ticket counts', async () => {
    const events = await t.db.selectFrom('events').selectAll().execute();
    expect(events).toHaveLength(60);
    const expired = events.filter((e) => e.ends_at < nowIso);
    expect(expired.length).toBeGreaterThanOrEqual(5);
    expect(events.length - expired.length).toBeGreaterThanOrEqual(30);
    expect(new Set(events.map((e) => e.speciality_id)).size).toBe(10);

    const sold = await soldTickets(t.db);
    for (const e of events) {
      expect(e.remaining_tickets).toBe(e.total_tickets - (sold.get(e.id) ?? 0));
      expect(e.start_date <= e.end_date).toBe(true);
      expect(e.starts_at < e.ends_at).toBe(true);
      expect(e.description_html).toMatch(/^<p>/);
      expect(e.picture).toMatch(/^\/uploads\/seed\/events\/.+\.png$/);
      expect(typeof e.cost).toBe('number');
    }
    const soldOut = events.filter((e) => e.remaining_tickets === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.some((e) => e.ends_at > nowIso)).toBe(true);
    expect(events.some((e) => e.cost === 0)).toBe(true);
    expect(events.some((e) => e.website_url?.startsWith('www.'))).toBe(true);
  });

  it('gives events participants, images beyond the first three, and documents', async () => {
    const buyers = await t.db
      .selectFrom('event_transactions')
      .select((eb) => ['event_id', eb.fn.count<number>('user_id').distinct().as('people')])
      .where('status', '=', 2)
      .groupBy('event_id')
      .execute();
    expect(buyers.some((b) => toNumberOr(b.people, 0) > 5)).toBe(true);
    const statuses = await t.db.selectFrom('event_transactions').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual([1, 2, 3]);

    const images = await t.db
      .selectFrom('event_images')
      .select((eb) => ['event_id', eb.fn.countAll<number>().as('n')])
      .groupBy('event_id')
      .execute();
    expect(images).toHaveLength(60);
    expect(images.some((i) => toNumberOr(i.n, 0) > 3)).toBe(true);

    const documents = await t.db.selectFrom('event_documents').select(['name', 'url']).execute();
    expect(documents.length).toBeGreaterThanOrEqual(20);
    const pdf = documents.find((d) => d.url.endsWith('.pdf'));
    const stored = await uploads.read(pdf?.url ?? 'missing');
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(documents.some((d) => d.url.endsWith('.txt'))).toBe(true);
  });

  it('stores every picture and document the database points at in the upload store: public ones at /uploads/seed/, private ones under unguessable names', async () => {
    const urls = [
      ...(await t.db.selectFrom('users').select('picture as url').execute()),
      ...(await t.db.selectFrom('users').select('identity_document_url as url').execute()),
      ...(await t.db.selectFrom('events').select('picture as url').execute()),
      ...(await t.db.selectFrom('event_images').select('url').execute()),
      ...(await t.db.selectFrom('categories').select('icon as url').execute()),
      ...(await t.db.selectFrom('brands').select('logo as url').execute()),
      ...(await t.db.selectFrom('product_categories').select('image as url').execute()),
      ...(await t.db.selectFrom('product_variant_images').select('url').execute()),
      ...(await t.db.selectFrom('teams').select('logo as url').execute()),
      ...(await t.db.selectFrom('message_threads').select('logo as url').execute()),
      ...(await t.db.selectFrom('messages').select('picture as url').execute()),
    ]
      .map((r) => r.url)
      .filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(400);
    const distinct = [...new Set(urls)];
    const stored = await Promise.all(distinct.map(async (url) => ({ url, file: await uploads.read(url) })));
    expect(stored.filter(({ file }) => !file).map(({ url }) => url)).toEqual([]);
    const privateUrl = /^\/uploads\/(chat|identity-document)\/[0-9a-f]{32}\.(png|pdf)$/;
    const documents = await t.db
      .selectFrom('users')
      .select('identity_document_url as url')
      .where('identity_document_url', 'is not', null)
      .execute();
    const chatPictures = await t.db
      .selectFrom('messages')
      .select('picture as url')
      .where('picture', 'is not', null)
      .execute();
    expect(documents.length).toBeGreaterThan(0);
    expect(chatPictures.length).toBeGreaterThan(0);
    expect(
      [...documents, ...chatPictures].filter(({ url }) => !privateUrl.test(url ?? '')).map(({ url }) => url),
    ).toEqual([]);
    const privateOnes = new Set([...documents, ...chatPictures].map(({ url }) => url));
    expect(distinct.filter((url) => !privateOnes.has(url) && !url.startsWith('/uploads/seed/'))).toEqual([]);
    const png = stored.find(({ url }) => url.endsWith('.png'))?.file;
    expect(png?.contentType).toBe('image/png');
    expect(png?.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('creates 40 products whose stock covers all three badge bands', async () => {
    const products = await t.db.selectFrom('products').select('id').execute();
    expect(products).toHaveLength(40);
    const variants = await t.db.selectFrom('product_variants').selectAll().execute();
    const totals = products.map((p) =>
      variants.filter((v) => v.product_id === p.id).reduce((sum, v) => sum + v.stock, 0),
    );
    expect(totals.filter((n) => n === 0).length).toBeGreaterThanOrEqual(3);
    expect(totals.filter((n) => n >= 1 && n <= 10).length).toBeGreaterThanOrEqual(3);
    expect(totals.filter((n) => n > 10).length).toBeGreaterThanOrEqual(3);
    expect(variants.some((v) => v.size === null)).toBe(true);
    expect(variants.every((v) => /^#[0-9a-f]{6}$/.test(v.color ?? ''))).toBe(true);
    const images = await t.db.selectFrom('product_variant_images').select('variant_id').execute();
    const withImage = new Set(images.map((i) => i.variant_id));
    expect(variants.every((v) => withImage.has(v.id))).toBe(true);
  });

  it('creates Mario Rossi and Giulia Bianchi with the given password', async () => {
    const members = await t.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'password_hash', 'user_type', 'email_verified_at', 'fiscal_code'])
      .where('email', 'in', [DEMO_MEMBER_EMAILS.mario, DEMO_MEMBER_EMAILS.giulia])
      .orderBy('email', 'desc')
      .execute();
    expect(members.map((m) => [m.email, m.first_name, m.last_name, m.user_type])).toEqual([
      ['mario@campo.test', 'Mario', 'Rossi', 'user'],
      ['giulia@campo.test', 'Giulia', 'Bianchi', 'user'],
    ]);
    for (const m of members) {
      expect(m.email_verified_at).not.toBeNull();
      expect(m.fiscal_code).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/);
      await expect(verifyPassword(m.password_hash, PASSWORD)).resolves.toBe(true);
    }
    await expect(verifyPassword(members[0].password_hash, 'wrong')).resolves.toBe(false);
  });

  it('puts Mario and Giulia in a team together and in a long conversation', async () => {
    const mario = await memberId(t.db, DEMO_MEMBER_EMAILS.mario);
    const giulia = await memberId(t.db, DEMO_MEMBER_EMAILS.giulia);
    const teamsOf = async (userId: string) =>
      (await t.db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).execute()).map(
        (r) => r.team_id,
      );
    const marioTeams = await teamsOf(mario);
    expect(marioTeams.length).toBeGreaterThan(2); // more than one page of teams (page size 2)
    expect((await teamsOf(giulia)).some((id) => marioTeams.includes(id))).toBe(true);

    const single = await t.db
      .selectFrom('message_threads')
      .select('id')
      .where('type', '=', 'Single')
      .where('pair_key', '=', [mario, giulia].sort().join(':'))
      .executeTakeFirstOrThrow();
    const messages = await t.db
      .selectFrom('messages')
      .select(['sender_id', 'message_type', 'text', 'picture', 'created_at'])
      .where('thread_id', '=', single.id)
      .orderBy('created_at')
      .execute();
    expect(messages.length).toBeGreaterThan(15); // more than one page of 15
    expect(new Set(messages.map((m) => m.sender_id))).toEqual(new Set([mario, giulia]));
    expect(new Set(messages.map((m) => m.message_type))).toEqual(new Set(['Text', 'Picture', 'TextWithPicture']));
    for (const m of messages) {
      expect(m.created_at < nowIso).toBe(true);
      if (m.message_type === 'Text') expect([m.text !== null, m.picture]).toEqual([true, null]);
      if (m.message_type === 'Picture') expect([m.text, m.picture !== null]).toEqual([null, true]);
    }
  });

  it(`gives Mario a direct thread with ${LONG_THREAD_MESSAGES} messages, dated by its last message`, async () => {
    const mario = await memberId(t.db, DEMO_MEMBER_EMAILS.mario);
    const counts = await t.db
      .selectFrom('messages as m')
      .innerJoin('thread_members as tm', 'tm.thread_id', 'm.thread_id')
      .select(['m.thread_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('m.created_at').as('last')])
      .where('tm.user_id', '=', mario)
      .groupBy('m.thread_id')
      .execute();
    const longest = counts.reduce((a, b) => (Number(b.n) > Number(a.n) ? b : a));
    expect(Number(longest.n)).toBe(LONG_THREAD_MESSAGES);
    const thread = await t.db
      .selectFrom('message_threads')
      .select(['type', 'last_message_at'])
      .where('id', '=', longest.thread_id)
      .executeTakeFirstOrThrow();
    expect(thread.type).toBe('Single');
    expect(toIso(thread.last_message_at)).toBe(toIso(longest.last as string));
  });

  it(`gives one of Mario's teams a chat of ${TEAM_HISTORY_MESSAGES} messages, more than a page of 15`, async () => {
    const mario = await memberId(t.db, DEMO_MEMBER_EMAILS.mario);
    const teamThreads = await t.db
      .selectFrom('message_threads as th')
      .innerJoin('team_members as tm', 'tm.team_id', 'th.team_id')
      .innerJoin('messages as m', 'm.thread_id', 'th.id')
      .select(['th.id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('th.type', '=', 'Team')
      .where('tm.user_id', '=', mario)
      .groupBy('th.id')
      .execute();
    expect(Math.max(...teamThreads.map((row) => Number(row.n)))).toBe(TEAM_HISTORY_MESSAGES);
  });

  it('gives every team one coach and members, each with a team thread', async () => {
    const teams = await t.db.selectFrom('teams').select('id').execute();
    expect(teams.length).toBeGreaterThanOrEqual(3);
    for (const team of teams) {
      const roles = await t.db
        .selectFrom('team_members')
        .select(['user_id', 'role'])
        .where('team_id', '=', team.id)
        .execute();
      expect(roles.filter((r) => r.role === 'coach')).toHaveLength(1);
      expect(roles.filter((r) => r.role === 'member').length).toBeGreaterThanOrEqual(3);
      const thread = await t.db
        .selectFrom('message_threads')
        .select('id')
        .where('team_id', '=', team.id)
        .executeTakeFirstOrThrow();
      const threadMembers = await t.db
        .selectFrom('thread_members')
        .select('user_id')
        .where('thread_id', '=', thread.id)
        .execute();
      expect(threadMembers.map((m) => m.user_id).sort()).toEqual(roles.map((r) => r.user_id).sort());
    }
    const groups = await t.db
      .selectFrom('message_threads')
      .select(['name', 'owner_id'])
      .where('type', '=', 'Group')
      .execute();
    expect(groups.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo members tickets in every presence state, orders, follows and favourites', async () => {
    const mario = await memberId(t.db, DEMO_MEMBER_EMAILS.mario);
    const tickets = await t.db
      .selectFrom('event_transactions')
      .innerJoin('events', 'events.id', 'event_transactions.event_id')
      .select([
        'event_transactions.presence',
        'event_transactions.status',
        'events.ends_at',
        'events.remaining_tickets',
      ])
      .where('event_transactions.user_id', '=', mario)
      .execute();
    const completed = tickets.filter((x) => x.status === 2);
    expect(completed.some((x) => x.ends_at > nowIso && x.presence === 0)).toBe(true);
    expect(new Set(completed.map((x) => x.presence))).toEqual(new Set([0, 1, -1]));
    expect(completed.some((x) => x.remaining_tickets === 0)).toBe(true);

    const orders = await t.db
      .selectFrom('product_orders')
      .select(['status', 'delivery_status', 'final_price'])
      .where('user_id', '=', mario)
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(30);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([1, 2, 3]));
    expect(new Set(orders.filter((o) => o.status === 2).map((o) => o.delivery_status))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
    const allDelivery = await t.db.selectFrom('product_orders').select('delivery_status').distinct().execute();
    expect(allDelivery.map((d) => d.delivery_status)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));

    const follows = await t.db.selectFrom('follows').select('association_id').where('user_id', '=', mario).execute();
    expect(follows.length).toBeGreaterThanOrEqual(3);
    const favourites = await t.db
      .selectFrom('event_favourites')
      .select('event_id')
      .where('user_id', '=', mario)
      .execute();
    expect(favourites.length).toBeGreaterThanOrEqual(3);
    const gallery = await t.db.selectFrom('event_images').select('id').where('uploaded_by', '=', mario).execute();
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    const searches = await t.db
      .selectFrom('user_venue_searches')
      .select('venue_id')
      .where('user_id', '=', mario)
      .execute();
    expect(searches.length).toBeGreaterThanOrEqual(3);
    const cart = await t.db
      .selectFrom('cart_items')
      .innerJoin('product_variants', 'product_variants.id', 'cart_items.variant_id')
      .select(['cart_items.qty', 'product_variants.stock'])
      .where('cart_items.user_id', '=', mario)
      .execute();
    expect(cart.length).toBeGreaterThanOrEqual(3);
    for (const line of cart) expect(line.qty).toBeLessThanOrEqual(line.stock);
    const addresses = await t.db.selectFrom('addresses').select('is_default').where('user_id', '=', mario).execute();
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    expect(addresses.filter((a) => a.is_default === 1)).toHaveLength(1);
  });

  it('writes no doubled full stop ("A.S.D..") in any name or description', async () => {
    const texts = [
      ...(await t.db.selectFrom('users').select(['first_name as text']).execute()),
      ...(await t.db.selectFrom('users').select(['description as text']).execute()),
      ...(await t.db.selectFrom('events').select(['name as text']).execute()),
      ...(await t.db.selectFrom('events').select(['description_html as text']).execute()),
      ...(await t.db.selectFrom('event_documents').select(['name as text']).execute()),
      ...(await t.db.selectFrom('venues').select(['name as text']).execute()),
      ...(await t.db.selectFrom('categories').select(['name as text']).execute()),
      ...(await t.db.selectFrom('products').select(['name as text']).execute()),
      ...(await t.db.selectFrom('products').select(['description as text']).execute()),
      ...(await t.db.selectFrom('teams').select(['name as text']).execute()),
      ...(await t.db.selectFrom('message_threads').select(['name as text']).execute()),
      ...(await t.db.selectFrom('message_threads').select(['description as text']).execute()),
    ]
      .map((row) => (row.text ?? '').replace(/<[^>]*>/g, ''))
      .filter(Boolean);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => text.includes('..'))).toEqual([]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await countRows(t.db);
    const second = await seedDemoData(t.db, { uploads, password: 'another' });
    expect(second).toEqual({ created: false, files: 0 });
    expect(await countRows(t.db)).toEqual(before);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it(
    'is deterministic for the same reference date',
    async () => {
      const other = await createTestDatabase();
      try {
        await seedDemoData(other.db, {
          uploads: createUploadStore(createDatabaseObjectStore(other.db)),
          password: PASSWORD,
          now,
        });
        const snapshot = async (db: Db) => ({
          events: await db
            .selectFrom('events')
            .select([
              'name',
              'start_date',
              'start_time',
              'end_date',
              'cost',
              'total_tickets',
              'remaining_tickets',
              'picture',
            ])
            .orderBy('name')
            .orderBy('start_date')
            .execute(),
          variants: await db
            .selectFrom('product_variants')
            .select(['price', 'stock', 'size', 'color'])
            .orderBy('price')
            .orderBy('stock')
            .orderBy('color')
            .orderBy('size')
            .execute(),
          messages: await db.selectFrom('messages').select(['text', 'created_at']).orderBy('created_at').execute(),
        });
        expect(await snapshot(other.db)).toEqual(await snapshot(t.db));
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT_MS,
  );
});
