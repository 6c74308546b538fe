import { sql } from 'kysely';
import { newId } from '../lib/ids';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import {
  fromBool,
  fromJson,
  nowIso,
  toBool,
  toDateOnly,
  toIso,
  toIsoRequired,
  toJson,
  toMoney,
  toNumber,
  toNumberOr,
} from './mapping';

describe('mapping functions', () => {
  it('maps stored booleans of either dialect to JSON booleans', () => {
    expect([toBool(1), toBool(0), toBool(true), toBool(false), toBool('1'), toBool('true'), toBool(null)]).toEqual([
      true,
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
    expect([fromBool(true), fromBool(false)]).toEqual([1, 0]);
  });

  it('maps Dates, ISO text and SQL timestamp text to one ISO UTC shape, null-safe', () => {
    const iso = '2026-11-22T10:00:00.000Z';
    expect(toIso(new Date(iso))).toBe(iso);
    expect(toIso(iso)).toBe(iso);
    expect(toIso('2026-11-22 10:00:00')).toBe(iso);
    expect(toIso('2026-11-22 11:00:00+01')).toBe(iso);
    expect(toIso('2026-11-22T12:00:00+02:00')).toBe(iso);
    expect(toIso(null)).toBeNull();
    expect(toIso(undefined)).toBeNull();
    expect(toIso('not a date')).toBeNull();
    expect(() => toIsoRequired('nope')).toThrow('Not a timestamp');
    expect(nowIso()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('keeps calendar dates as YYYY-MM-DD', () => {
    expect(toDateOnly('1990/05/14')).toBe('1990-05-14');
    expect(toDateOnly('1990-05-14')).toBe('1990-05-14');
    expect(toDateOnly(new Date('1990-05-14T00:00:00.000Z'))).toBe('1990-05-14');
    expect(toDateOnly('14/05/1990')).toBeNull();
  });

  it('round-trips JSON text and falls back on empty or broken text', () => {
    const value = { members: ['a', 'b'], count: 2 };
    expect(fromJson(toJson(value), null)).toEqual(value);
    expect(fromJson('', [])).toEqual([]);
    expect(fromJson('{broken', { ok: false })).toEqual({ ok: false });
    expect(toJson(undefined)).toBe('null');
  });

  it('turns numeric and int8 values into numbers', () => {
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber(7n)).toBe(7);
    expect(toNumber(null)).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumberOr(null, 0)).toBe(0);
    expect(toMoney(0.1 + 0.2)).toBe(0.3);
    expect(toMoney('19.999')).toBe(20);
  });
});

describe('stored values read back the same on this dialect', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  async function insertUser(overrides: Record<string, unknown> = {}): Promise<string> {
    const id = newId();
    await t.db
      .insertInto('users')
      .values({
        id,
        user_type: 'user',
        email: `${id}@campo.test`,
        password_hash: 'x',
        first_name: 'Mario',
        ...overrides,
      })
      .execute();
    return id;
  }

  it('writes JS booleans and Dates through the storage plugin and maps them back', async () => {
    const verifiedAt = new Date('2026-03-01T08:30:00.123Z');
    const id = await insertUser({ is_password_changed: true, accepted_pnp_tnc: false, email_verified_at: verifiedAt });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.is_password_changed).toBe(1);
    expect(row.accepted_pnp_tnc).toBe(0);
    expect(toBool(row.is_password_changed)).toBe(true);
    expect(toIso(row.email_verified_at)).toBe('2026-03-01T08:30:00.123Z');
    // A JS boolean bound as a parameter (here inside raw SQL) is stored-value 1 on both dialects.
    const filtered = await t.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`is_password_changed = ${true}`)
      .execute();
    expect(filtered.map((r) => r.id)).toEqual([id]);
  });

  it('fills created_at with an ISO UTC instant by default and applies column defaults', async () => {
    const id = await insertUser();
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(toIso(row.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(typeof row.created_at).toBe('string');
    expect(row.device_type).toBe('web');
    expect(row.approval_status).toBe('approved');
    expect(row.token_version).toBe(0);
  });

  it('returns money, coordinates, counts and sums as JS numbers', async () => {
    const userId = await insertUser({ lat: 45.4642035, lng: 9.189982 });
    const orderId = newId();
    await t.db
      .insertInto('product_orders')
      .values({
        id: orderId,
        user_id: userId,
        reference: `R-${orderId}`,
        status: 2,
        delivery_status: 4,
        price: 19.9,
        service_fee: 4.9,
        discount: 0,
        final_price: 24.8,
        payment_type: 'PayPal',
        payment_provider: 'sandbox',
        full_name: 'Mario Rossi',
        email: 'mario@campo.test',
        shipping_first_name: 'Mario',
        shipping_last_name: 'Rossi',
        shipping_address: 'Via Torino 45',
        shipping_city: 'Milano',
        shipping_zipcode: '20123',
        shipping_country: 'Italia',
        billing_address_json: toJson({ city: 'Milano', zipcode: '20123' }),
        delivered_date: '2026-04-02T10:00:00.000Z',
      })
      .execute();
    const order = await t.db
      .selectFrom('product_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.final_price).toBe(24.8);
    expect(order.price).toBe(19.9);
    expect(order.status).toBe(2);
    expect(toIso(order.delivered_date)).toBe('2026-04-02T10:00:00.000Z');
    expect(order.shipped_date).toBeNull();
    expect(fromJson(order.billing_address_json, {})).toEqual({ city: 'Milano', zipcode: '20123' });

    const user = await t.db
      .selectFrom('users')
      .select(['lat', 'lng'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ lat: 45.4642035, lng: 9.189982 });

    const totals = await t.db
      .selectFrom('product_orders')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('final_price').as('sum')])
      .executeTakeFirstOrThrow();
    expect(toNumber(totals.count as number)).toBe(1);
    expect(toMoney(totals.sum as number)).toBe(24.8);
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from product_orders`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });

  it('orders instants chronologically in queries', async () => {
    const ids = [newId(), newId(), newId()];
    const times = ['2026-01-02T00:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-01-01T12:00:00.000Z'];
    for (const [i, id] of ids.entries()) {
      await t.db
        .insertInto('mail_outbox')
        .values({ id, to_address: 'a@campo.test', subject: 's', text: 't', transport: 'capture', created_at: times[i] })
        .execute();
    }
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select('created_at')
      .where('to_address', '=', 'a@campo.test')
      .orderBy('created_at', 'desc')
      .execute();
    expect(rows.map((r) => toIso(r.created_at))).toEqual([times[0], times[2], times[1]]);
    const after = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('created_at', '>', '2026-01-01T00:00:00.000Z')
      .execute();
    expect(after).toHaveLength(2);
  });
});
