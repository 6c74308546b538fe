import type { Db } from '../../../../db/database';
import type { TestApp } from '../../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../../testing/eventFixtures';
import { approvedPurchase, capture } from '../../testing/sandboxCheckout';
import { sendEventReminders, type ReminderDeps } from '../eventReminders';

export const HOUR = 3_600_000;

/** A member who bought a ticket for the event; `answer` answers the presence question (1 yes, -1 no). */
export async function ticketHolder(t: TestApp, eventId: string, firstName: string, answer?: 1 | -1) {
  const member = await loggedInUser(t, firstName);
  const purchase = await approvedPurchase(t, member, eventId, 1);
  const captured = await capture(t, member, purchase.token);
  if (captured.statusCode !== 200) throw new Error(`capture failed: ${captured.body}`);
  if (answer !== undefined) {
    const answered = await t.api({
      method: 'PUT',
      url: '/api/user/event/presence',
      headers: member.headers,
      payload: { transactionId: purchase._id, isPresence: answer, eventId },
    });
    if (answered.statusCode !== 200) throw new Error(`presence failed: ${answered.body}`);
  }
  return member;
}

export async function startsAt(db: Db, eventId: string): Promise<Date> {
  const row = await db.selectFrom('events').select('starts_at').where('id', '=', eventId).executeTakeFirstOrThrow();
  return new Date(row.starts_at);
}

/** The job's dependencies on this app, its clock set to `at`. */
export function reminderDeps(t: TestApp, db: Db, at: Date): ReminderDeps {
  return {
    db,
    mailer: t.app.mailer,
    log: t.app.log,
    now: () => at,
    leadMs: 48 * HOUR,
    origin: 'https://campo.example',
  };
}

/** What each member got: mails (by address) and notifications (by user). */
export async function remindersOf(db: Db, member: LoggedInUser) {
  const user = await db.selectFrom('users').select('email').where('id', '=', member.id).executeTakeFirstOrThrow();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to_address', '=', user.email)
    .where((eb) => eb.or([eb('subject', 'like', 'Reminder:%'), eb('subject', 'like', 'Promemoria:%')]))
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['kind', 'event_id'])
    .where('user_id', '=', member.id)
    .where('kind', '=', 'eventReminder')
    .execute();
  return { mails, notifications };
}

/**
 * Two job runners, the second on `second` (another instance's connection, or the same one), race over the same due
 * reminders of `members` ticket holders: every one of them must be reminded exactly once.
 */
export async function raceTwoRunners(t: TestApp, second: Db, members = 6) {
  const world = await eventWorld(t);
  const eventId = await insertEvent(world.db, {
    associationId: world.associationId,
    specialityId: world.specialityId,
    startOffset: 5,
  });
  const holders: LoggedInUser[] = [];
  for (let i = 0; i < members; i += 1) holders.push(await ticketHolder(t, eventId, `Socio${i}`));
  const at = new Date((await startsAt(world.db, eventId)).getTime() - 47 * HOUR);
  const [first, other] = await Promise.all([
    sendEventReminders(reminderDeps(t, world.db, at), eventId),
    sendEventReminders(reminderDeps(t, second, at), eventId),
  ]);
  const perMember = await Promise.all(holders.map((holder) => remindersOf(world.db, holder)));
  return { sent: first.length + other.length, perMember, eventId };
}
