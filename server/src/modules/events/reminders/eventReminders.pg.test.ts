import { connectDatabase, type DatabaseHandle } from '../../../db/connect';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { raceTwoRunners } from './testing/reminderWorld';

// Runs only with DATABASE_URL: two instances' job runners, each with its own pool, race for the same reminders.
let t: TestApp;
let other: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example', EVENT_REMINDERS: 'false' });
  const { postgres } = t.database;
  if (!postgres) throw new Error('eventReminders.pg.test.ts needs DATABASE_URL');
  other = await connectDatabase({ databaseUrl: postgres.url, pgSchema: postgres.schema, pgPoolSize: 4 });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

it('sends each reminder exactly once when two instances run the job at the same moment (PostgreSQL)', async () => {
  for (let round = 0; round < 3; round += 1) {
    const race = await raceTwoRunners(t, other.db, 8);
    expect(race.sent).toBe(8);
    for (const got of race.perMember) {
      expect(got.notifications).toEqual([{ kind: 'eventReminder', event_id: race.eventId }]);
      expect(got.mails).toHaveLength(1);
    }
  }
}, 60_000);
