import { sql } from 'kysely';
import { dialectOf } from '../../db/dialectOf';
import { createTestApp, type TestApp } from '../../testing/testApp';

// Issue 25, speed: the inbox and teams lists count a thread's unread messages (after the viewer's read position, not
// the viewer's own) from the index alone (migration 0030), not from every message row after the marker.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

it('counts unread messages from the covering index', async () => {
  const db = t.database.db;
  if (dialectOf(db) === 'postgres') {
    // This test's own schema only: another test file's schema being dropped meanwhile has an index of the same name,
    // whose definition PostgreSQL can no longer read ("could not open relation with OID").
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where schemaname = current_schema() and indexname = 'messages_thread_position_sender_idx'`.execute(db);
    expect(rows[0]?.indexdef).toMatch(/\(thread_id, "?position"?, sender_id\)/);
    return;
  }
  const { rows } = await sql<{ detail: string }>`explain query plan
    select count(*) from messages as m where m.thread_id = ${'t'} and m.sender_id != ${'u'} and m.position > ${0}`.execute(
    db,
  );
  expect(rows.map((row) => row.detail)).toEqual([
    expect.stringContaining('USING COVERING INDEX messages_thread_position_sender_idx'),
  ]);
});
