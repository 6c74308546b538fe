import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/mapping';
import type { Mailer } from '../../../mail/mailer';
import { memberLanguage } from '../../../mail/recipientLanguage';
import { eventTexts } from '../events.texts';
import { addNotification } from '../notifications/notifications';
import { eventDateText } from '../notifications/notificationTexts';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The job's clock. */
  now: () => Date;
  /** How long before an event's start its reminders go out (EVENT_REMINDER_LEAD). */
  leadMs: number;
  /** The app's public address, for the link in the mail. */
  origin: string;
  /** Told of each member given a notification, after its commit (the bell's live event). */
  notified?: (userId: string) => void;
}

export interface Reminded {
  eventId: string;
  userId: string;
}

/** Reminders one run looks at, at most; the next run takes the rest. */
const RUN_LIMIT = 500;

/**
 * Members holding completed tickets for an event that starts within the lead time, who have answered the presence
 * question on none of their purchases for it, and have no reminder of it yet.
 */
async function dueReminders(db: Db, now: Date, leadMs: number, eventId?: string): Promise<Reminded[]> {
  let query = db
    .selectFrom('event_transactions as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .leftJoin('event_reminders as r', (join) =>
      join.onRef('r.event_id', '=', 't.event_id').onRef('r.user_id', '=', 't.user_id'),
    )
    .select(['t.event_id as eventId', 't.user_id as userId'])
    .where('t.status', '=', 2)
    .where('e.starts_at', '>', now.toISOString())
    .where('e.starts_at', '<=', new Date(now.getTime() + leadMs).toISOString())
    .where('r.event_id', 'is', null)
    .groupBy(['t.event_id', 't.user_id'])
    .having(sql<number>`sum(case when t.presence = 0 then 0 else 1 end)`, '=', 0)
    .orderBy('t.event_id')
    .orderBy('t.user_id')
    .limit(RUN_LIMIT);
  if (eventId) query = query.where('t.event_id', '=', eventId);
  return query.execute();
}

/**
 * Claims the member's reminder of the event and adds its notification, in one transaction: the claim's primary key
 * lets exactly one run (of any job on any instance) make it. False when another run made it first.
 */
async function claimReminder(db: Db, due: Reminded): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('event_reminders')
      .values({ event_id: due.eventId, user_id: due.userId, created_at: nowIso() })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await addNotification(trx, { userId: due.userId, kind: 'eventReminder', eventId: due.eventId });
    return true;
  });
}

async function mailReminder(deps: ReminderDeps, due: Reminded): Promise<void> {
  const [user, event] = await Promise.all([
    deps.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', due.userId).executeTakeFirst(),
    deps.db
      .selectFrom('events')
      .select(['name', 'start_date', 'start_time', 'address'])
      .where('id', '=', due.eventId)
      .executeTakeFirst(),
  ]);
  if (!user || !event) return;
  const language = await memberLanguage(deps.db, { userId: due.userId });
  const params = {
    name: user.first_name,
    event: event.name,
    date: eventDateText(event.start_date),
    time: event.start_time,
    address: event.address,
    link: `${deps.origin}/profile?tab=myEvents`,
  };
  await deps.mailer.send({
    to: user.email,
    subject: eventTexts.text(language, 'reminderSubject', params),
    text: eventTexts.text(language, 'reminderMail', params),
  });
}

/**
 * One run of the reminder job: every due reminder is claimed, notified in the app and mailed in the member's
 * language, exactly once whichever run claims it. A mail that fails is logged; the notification stands.
 * `eventId` limits the run to one event (the development hook).
 */
export async function sendEventReminders(deps: ReminderDeps, eventId?: string): Promise<Reminded[]> {
  const sent: Reminded[] = [];
  for (const due of await dueReminders(deps.db, deps.now(), deps.leadMs, eventId)) {
    if (!(await claimReminder(deps.db, due))) continue;
    sent.push(due);
    deps.notified?.(due.userId);
    try {
      await mailReminder(deps, due);
    } catch (error) {
      deps.log.error({ err: error, ...due }, 'event reminder mail not sent');
    }
  }
  return sent;
}
