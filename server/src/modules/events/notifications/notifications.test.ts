import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';
import { HOUR, startsAt, ticketHolder } from '../reminders/testing/reminderWorld';
import { addNotification } from './notifications';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example', EVENT_REMINDERS: 'false' });
  world = await eventWorld(t);
});
afterAll(() => t.close());

const list = (who: LoggedInUser, query = '', language = 'en') =>
  t.api({ url: `/api/user/notifications${query}`, headers: { ...who.headers, 'accept-language': language } });

const markRead = (who: LoggedInUser, id: string) =>
  t.api({
    method: 'PUT',
    url: `/api/user/notifications/${id}/read`,
    headers: { ...who.headers, 'accept-language': 'en' },
  });

const runReminders = (body: object) => t.api({ method: 'POST', url: '/api/dev/jobs/event-reminders', payload: body });

describe('notifications', () => {
  it('answers an empty page for a member without any', async () => {
    const nobody = await loggedInUser(t, 'Nessuno');
    const response = await list(nobody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications loaded.', data: { items: [], unread: 0 }, total: 0 });
  });

  it('lists a reminder and an offer newest first, in the reader’s language, and pages them', async () => {
    const eventId = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      name: 'Torneo di Natale',
      startOffset: 4,
      startTime: '18:30',
      endTime: '20:00',
    });
    const member = await ticketHolder(t, eventId, 'Anna');
    const run = await runReminders({
      now: new Date((await startsAt(world.db, eventId)).getTime() - 47 * HOUR).toISOString(),
      eventId,
    });
    expect(run.json().data).toEqual({ reminded: [{ eventId, userId: member.id }] });
    await addNotification(world.db, {
      userId: member.id,
      kind: 'waitlistOffer',
      eventId,
      data: { count: 2, until: '2026-12-18T17:30:00.000Z' },
    });

    const english = (await list(member)).json();
    expect(english.total).toBe(2);
    expect(english.data.unread).toBe(2);
    const [offer, reminder] = english.data.items;
    expect(offer).toMatchObject({
      kind: 'waitlistOffer',
      eventId,
      title: 'Tickets for you: Torneo di Natale',
      body: 'Tickets held for you: 2, until 18/12/2026 18:30. Buy them on the event page.',
      link: `/event/detail/${eventId}`,
      read: false,
    });
    expect(reminder).toMatchObject({
      kind: 'eventReminder',
      title: 'Reminder: Torneo di Natale',
      link: '/profile?tab=myEvents',
      read: false,
    });
    expect(reminder.body).toMatch(/^Starts on \d{2}\/\d{2}\/\d{4} at 18:30\. Will you be there\?/);

    const italian = (await list(member, '?offset=1&limit=1', 'it')).json();
    expect(italian.total).toBe(2);
    expect(italian.data.items).toHaveLength(1);
    expect(italian.data.items[0]).toMatchObject({ _id: reminder._id, title: 'Promemoria: Torneo di Natale' });
  });

  it('marks one read for its member only: someone else gets 404 and changes nothing', async () => {
    const eventId = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
    });
    const owner = await loggedInUser(t, 'Bruno');
    const stranger = await loggedInUser(t, 'Carla');
    await addNotification(world.db, { userId: owner.id, kind: 'eventReminder', eventId });
    await addNotification(world.db, { userId: owner.id, kind: 'eventReminder', eventId });
    const [first] = (await list(owner)).json().data.items;

    const theirs = await markRead(stranger, first._id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Notification not found.');
    expect((await list(owner)).json().data.unread).toBe(2);
    expect((await list(stranger)).json().data).toEqual({ items: [], unread: 0 });

    const mine = await markRead(owner, first._id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({ _id: first._id, read: true, unread: 1 });
    expect((await markRead(owner, first._id)).json().data.unread).toBe(1);
    const after = (await list(owner)).json().data;
    expect(after.unread).toBe(1);
    expect(after.items.map((item: { read: boolean }) => item.read)).toEqual([true, false]);
  });

  it('refuses bad input with 400 and a missing session with 401', async () => {
    const member = await loggedInUser(t, 'Dario');
    expect((await list(member, '?limit=0')).statusCode).toBe(400);
    expect((await list(member, '?limit=51')).statusCode).toBe(400);
    expect((await list(member, '?offset=-1')).statusCode).toBe(400);
    expect((await markRead(member, 'not-an-id')).statusCode).toBe(400);
    expect((await t.api({ url: '/api/user/notifications' })).statusCode).toBe(401);
    expect((await runReminders({ now: 'tomorrow' })).statusCode).toBe(400);
  });
});

describe('the reminder hook', () => {
  it('is absent in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-production-secret-of-at-least-32-characters',
      EVENT_REMINDERS: 'false',
    });
    try {
      const response = await production.api({
        method: 'POST',
        url: '/api/dev/jobs/event-reminders',
        payload: { now: '2026-12-18T17:30:00.000Z' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
