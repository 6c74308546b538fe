import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser } from '../testing/eventFixtures';
import { sendEventReminders } from './eventReminders';
import { HOUR, raceTwoRunners, reminderDeps, remindersOf, startsAt, ticketHolder } from './testing/reminderWorld';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;

beforeAll(async () => {
  // The job never runs on its own here: each test runs it with its own clock.
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example', EVENT_REMINDERS: 'false' });
  world = await eventWorld(t);
});
afterAll(() => t.close());

const newEvent = () =>
  insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId, startOffset: 6 });

describe('event reminders', () => {
  it('reminds only the ticket holder who has not answered, once, by mail in their language and in the app', async () => {
    const eventId = await newEvent();
    const silent = await ticketHolder(t, eventId, 'Jane');
    await t.api({ method: 'PUT', url: '/api/user/language', headers: silent.headers, payload: { language: 'en' } });
    const coming = await ticketHolder(t, eventId, 'Marco', 1);
    const notComing = await ticketHolder(t, eventId, 'Sara', -1);
    const start = await startsAt(world.db, eventId);

    // 49 hours before: too early.
    expect(await sendEventReminders(reminderDeps(t, world.db, new Date(start.getTime() - 49 * HOUR)))).toEqual([]);

    const at = new Date(start.getTime() - 47 * HOUR);
    const sent = await sendEventReminders(reminderDeps(t, world.db, at));
    expect(sent).toEqual([{ eventId, userId: silent.id }]);
    const got = await remindersOf(world.db, silent);
    expect(got.notifications).toEqual([{ kind: 'eventReminder', event_id: eventId }]);
    expect(got.mails).toHaveLength(1);
    expect(got.mails[0].subject).toMatch(/^Reminder: /);
    expect(got.mails[0].text).toContain('Will you be there?');
    expect(got.mails[0].text).toContain('https://campo.example/profile?tab=myEvents');
    for (const other of [coming, notComing]) {
      expect(await remindersOf(world.db, other)).toEqual({ mails: [], notifications: [] });
    }

    // Exactly once: a later run sends nothing more.
    expect(await sendEventReminders(reminderDeps(t, world.db, new Date(at.getTime() + HOUR)))).toEqual([]);
    expect((await remindersOf(world.db, silent)).mails).toHaveLength(1);
  });

  it('mails in Italian a member who never chose a language, and not after the start', async () => {
    const eventId = await newEvent();
    const member = await ticketHolder(t, eventId, 'Paolo');
    const start = await startsAt(world.db, eventId);
    expect(await sendEventReminders(reminderDeps(t, world.db, new Date(start.getTime() + HOUR)))).toEqual([]);
    await sendEventReminders(reminderDeps(t, world.db, new Date(start.getTime() - HOUR)));
    const [mail] = (await remindersOf(world.db, member)).mails;
    expect(mail.subject).toMatch(/^Promemoria: /);
    expect(mail.text).toContain('Ci sarai?');
  });

  it('reminds nobody who holds no completed ticket', async () => {
    const eventId = await newEvent();
    const browsing = await loggedInUser(t, 'Elena');
    const start = await startsAt(world.db, eventId);
    expect(await sendEventReminders(reminderDeps(t, world.db, new Date(start.getTime() - HOUR)), eventId)).toEqual([]);
    expect(await remindersOf(world.db, browsing)).toEqual({ mails: [], notifications: [] });
  });

  // On SQLite the runners share the connection (instances are processes there, serialised by the file's lock): both
  // read the same due reminders before either claims one. Two pools racing: eventReminders.pg.test.ts.
  it('sends each reminder once when two runners race', async () => {
    const race = await raceTwoRunners(t, world.db);
    expect(race.sent).toBe(6);
    for (const got of race.perMember) {
      expect(got.notifications).toEqual([{ kind: 'eventReminder', event_id: race.eventId }]);
      expect(got.mails).toHaveLength(1);
    }
  });
});
