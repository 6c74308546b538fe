import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import type { TableName } from './database';
import { latestMigrationName, migrateToLatest } from './migrate';
import { migrations } from './migrations';

const TABLES: TableName[] = [
  'users',
  'email_verifications',
  'password_reset_codes',
  'specialities',
  'categories',
  'venues',
  'user_venue_searches',
  'events',
  'event_images',
  'event_documents',
  'event_favourites',
  'event_transactions',
  'follows',
  'product_categories',
  'brands',
  'products',
  'product_variants',
  'product_variant_images',
  'cart_items',
  'addresses',
  'product_orders',
  'product_order_items',
  'teams',
  'team_members',
  'message_threads',
  'thread_members',
  'messages',
  'contact_messages',
  'mail_outbox',
];

describe('migrateToLatest', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('creates every table of the domain model from an empty database', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(TABLES));
  });

  it('gives events the columns the spec needs', async () => {
    const events = (await t.db.introspection.getTables()).find((table) => table.name === 'events');
    const columns = events?.columns.map((c) => c.name) ?? [];
    for (const column of [
      'association_id',
      'speciality_id',
      'category_id',
      'lat',
      'lng',
      'start_date',
      'end_date',
      'start_time',
      'end_time',
      'cost',
      'currency_symbol',
      'description_html',
      'website_url',
      'total_tickets',
      'remaining_tickets',
      'picture',
    ]) {
      expect(columns).toContain(column);
    }
  });

  it('records every migration in order and is a no-op the second time', async () => {
    const names = Object.keys(migrations);
    expect(names[0]).toBe('0001_initial');
    expect([...names].sort()).toEqual(names);
    expect(latestMigrationName).toBe(names.at(-1));
    expect(await migrateToLatest(t.db)).toEqual([]);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(names);
  });

  it('reports a failing migration with its name and leaves earlier ones applied', async () => {
    const broken = await createTestDatabase();
    try {
      migrations['9999_broken'] = {
        up: async (db) => {
          await sql`select * from no_such_table`.execute(db);
        },
      };
      await expect(migrateToLatest(broken.db)).rejects.toMatchObject({
        message: expect.stringContaining('9999_broken'),
      });
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(broken.db);
      expect(rows.map((r) => r.name)).not.toContain('9999_broken');
    } finally {
      delete migrations['9999_broken'];
      await broken.close();
    }
  });
});
