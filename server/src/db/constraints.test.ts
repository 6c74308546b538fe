import { newId } from '../lib/ids';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';

// Driver errors come from another realm, so jest's toThrow does not see them as errors: read the message.
async function failure(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return String((error as { message?: unknown }).message ?? error);
  }
  return 'no error';
}

// SQLite and PostgreSQL word the same violation differently.
const FOREIGN_KEY = /foreign key/i;
const UNIQUE = /unique|duplicate key/i;
const CHECK = /check constraint/i;

describe('integrity rules enforced by the database', () => {
  let t: TestDatabase;
  let userId: string;
  let associationId: string;
  let specialityId: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    userId = newId();
    associationId = newId();
    specialityId = newId();
    eventId = newId();
    await t.db.insertInto('specialities').values({ id: specialityId, title: 'Calcio' }).execute();
    await t.db
      .insertInto('users')
      .values([
        {
          id: userId,
          user_type: 'user',
          email: 'mario@campo.test',
          password_hash: 'x',
          first_name: 'Mario',
          last_name: 'Rossi',
        },
        {
          id: associationId,
          user_type: 'association',
          email: 'asd@campo.test',
          password_hash: 'x',
          first_name: 'ASD',
          last_name: '',
        },
      ])
      .execute();
    await t.db.insertInto('events').values(eventRow(eventId, associationId)).execute();
  });
  afterAll(() => t.close());

  function eventRow(id: string, association: string) {
    return {
      id,
      association_id: association,
      speciality_id: specialityId,
      name: 'Torneo',
      address: 'Milano',
      lat: 45.46,
      lng: 9.19,
      start_date: '2026-06-01',
      end_date: '2026-06-01',
      start_time: '10:00',
      end_time: '12:00',
      starts_at: '2026-06-01T08:00:00.000Z',
      ends_at: '2026-06-01T10:00:00.000Z',
      cost: 10,
      description_html: '<p>x</p>',
      total_tickets: 10,
      remaining_tickets: 10,
    };
  }

  function ticket(overrides: Record<string, unknown> = {}) {
    const id = newId();
    return {
      id,
      user_id: userId,
      event_id: eventId,
      status: 2 as const,
      no_of_tickets: 1,
      ticket_holder_name: 'Mario Rossi',
      price: 10,
      service_fee: 0.8,
      final_price: 10.8,
      payment_type: 'PayPal',
      payment_provider: 'sandbox',
      reference: `R-${id}`,
      ...overrides,
    };
  }

  it('rejects a row that points at a missing parent', async () => {
    expect(await failure(t.db.insertInto('events').values(eventRow(newId(), newId())).execute())).toMatch(FOREIGN_KEY);
    expect(
      await failure(
        t.db.insertInto('event_favourites').values({ id: newId(), user_id: userId, event_id: newId() }).execute(),
      ),
    ).toMatch(FOREIGN_KEY);
  });

  it('keeps e-mails, favourites and follows unique', async () => {
    expect(
      await failure(
        t.db
          .insertInto('users')
          .values({ id: newId(), user_type: 'user', email: 'mario@campo.test', password_hash: 'x', first_name: 'M' })
          .execute(),
      ),
    ).toMatch(UNIQUE);
    await t.db.insertInto('event_favourites').values({ id: newId(), user_id: userId, event_id: eventId }).execute();
    expect(
      await failure(
        t.db.insertInto('event_favourites').values({ id: newId(), user_id: userId, event_id: eventId }).execute(),
      ),
    ).toMatch(UNIQUE);
    await t.db.insertInto('follows').values({ id: newId(), user_id: userId, association_id: associationId }).execute();
    expect(
      await failure(
        t.db.insertInto('follows').values({ id: newId(), user_id: userId, association_id: associationId }).execute(),
      ),
    ).toMatch(UNIQUE);
  });

  it('accepts only the spec states for status, presence, delivery and message type', async () => {
    await t.db
      .insertInto('event_transactions')
      .values(ticket({ presence: -1 }))
      .execute();
    expect(
      await failure(
        t.db
          .insertInto('event_transactions')
          .values(ticket({ status: 4 }))
          .execute(),
      ),
    ).toMatch(CHECK);
    expect(
      await failure(
        t.db
          .insertInto('event_transactions')
          .values(ticket({ presence: 2 }))
          .execute(),
      ),
    ).toMatch(CHECK);
    expect(
      await failure(
        t.db
          .insertInto('users')
          .values({
            id: newId(),
            user_type: 'admin' as 'user',
            email: 'x@campo.test',
            password_hash: 'x',
            first_name: 'X',
          })
          .execute(),
      ),
    ).toMatch(CHECK);
    const threadId = newId();
    await t.db.insertInto('message_threads').values({ id: threadId, type: 'Single' }).execute();
    expect(
      await failure(
        t.db
          .insertInto('messages')
          .values({ id: newId(), thread_id: threadId, sender_id: userId, message_type: 'Video' as 'Text', text: 'x' })
          .execute(),
      ),
    ).toMatch(CHECK);
  });

  it('keeps remaining tickets within 0..total and stock at 0 or more', async () => {
    expect(
      await failure(t.db.updateTable('events').set({ remaining_tickets: -1 }).where('id', '=', eventId).execute()),
    ).toMatch(CHECK);
    expect(
      await failure(t.db.updateTable('events').set({ remaining_tickets: 11 }).where('id', '=', eventId).execute()),
    ).toMatch(CHECK);
    await t.db.updateTable('events').set({ remaining_tickets: 0 }).where('id', '=', eventId).execute();

    const [brandId, categoryId, productId] = [newId(), newId(), newId()];
    await t.db.insertInto('brands').values({ id: brandId, name: 'Azzurra' }).execute();
    await t.db.insertInto('product_categories').values({ id: categoryId, name: 'Maglie' }).execute();
    await t.db
      .insertInto('products')
      .values({ id: productId, name: 'Maglia', brand_id: brandId, category_id: categoryId })
      .execute();
    const variant = {
      id: newId(),
      product_id: productId,
      size: 'M',
      color: '#1e3a8a',
      color_name: 'Blu',
      price: 30,
      stock: 0,
    };
    await t.db.insertInto('product_variants').values(variant).execute();
    expect(
      await failure(t.db.updateTable('product_variants').set({ stock: -1 }).where('id', '=', variant.id).execute()),
    ).toMatch(CHECK);
  });

  it('cascades personal rows when a user is deleted but keeps paid transactions from being orphaned', async () => {
    const other = newId();
    await t.db
      .insertInto('users')
      .values({ id: other, user_type: 'user', email: 'giulia@campo.test', password_hash: 'x', first_name: 'Giulia' })
      .execute();
    await t.db.insertInto('event_favourites').values({ id: newId(), user_id: other, event_id: eventId }).execute();
    await t.db.deleteFrom('users').where('id', '=', other).execute();
    const left = await t.db.selectFrom('event_favourites').select('id').where('user_id', '=', other).execute();
    expect(left).toEqual([]);
    // userId holds a transaction: deleting the user is refused.
    expect(await failure(t.db.deleteFrom('users').where('id', '=', userId).execute())).toMatch(FOREIGN_KEY);
  });
});
