import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import type { NotificationKind } from '../../../db/database';
import { nowIso, toIsoRequired } from '../../../db/mapping';
import type { Language } from '../../../i18n/language';
import { newId } from '../../../lib/ids';
import { eventTexts } from '../events.texts';
import type { Trx } from '../waitlist/seats';
import { eventDateText, romeInstantText } from './notificationTexts';
import type { NotificationPageSchema, NotificationReadSchema, NotificationSchema } from './notifications.schemas';

type Notification = Static<typeof NotificationSchema>;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  eventId: string;
  /** A waiting-list offer's tickets and end. */
  data?: { count: number; until: string };
}

/** Adds a notification under the member's bell (in the caller's transaction when given one). */
export async function addNotification(db: Db | Trx, notification: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      user_id: notification.userId,
      kind: notification.kind,
      event_id: notification.eventId,
      data: notification.data ? JSON.stringify(notification.data) : null,
      read_at: null,
      created_at: nowIso(),
    })
    .execute();
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  event_id: string | null;
  data: string | null;
  read_at: unknown;
  created_at: unknown;
  name: string | null;
  start_date: string | null;
  start_time: string | null;
}

/** The texts are written when read, in the reader's language, so a language switch changes them too. */
function toNotification(row: NotificationRow, language: Language): Notification {
  const event = row.name ?? '';
  const base = {
    _id: row.id,
    kind: row.kind,
    eventId: row.event_id,
    createdAt: toIsoRequired(row.created_at as string),
    read: row.read_at !== null,
  };
  if (row.kind === 'waitlistOffer') {
    const data = JSON.parse(row.data ?? '{}') as { count?: number; until?: string };
    return {
      ...base,
      title: eventTexts.text(language, 'waitlistOfferTitle', { event }),
      body: eventTexts.text(language, 'waitlistOfferBody', {
        count: data.count ?? 1,
        until: data.until ? romeInstantText(data.until, language) : '',
      }),
      link: `/event/detail/${row.event_id ?? ''}`,
    };
  }
  return {
    ...base,
    title: eventTexts.text(language, 'reminderTitle', { event }),
    body: eventTexts.text(language, 'reminderBody', {
      date: row.start_date ? eventDateText(row.start_date) : '',
      time: row.start_time ?? '',
    }),
    link: '/profile?tab=myEvents',
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the member's notifications, newest first, with their total and the unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  language: Language,
  page: { offset: number; limit: number },
): Promise<{ page: Static<typeof NotificationPageSchema>; total: number }> {
  const [rows, total, unread] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .leftJoin('events as e', 'e.id', 'n.event_id')
      .select([
        'n.id',
        'n.kind',
        'n.event_id',
        'n.data',
        'n.read_at',
        'n.created_at',
        'e.name',
        'e.start_date',
        'e.start_time',
      ])
      .where('n.user_id', '=', userId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    unreadCount(db, userId),
  ]);
  return {
    page: { items: rows.map((row) => toNotification(row, language)), unread },
    total: Number(total.count),
  };
}

/** Marks one of the member's notifications read (again: no change); 404 for an unknown one or someone else's. */
export async function markNotificationRead(
  db: Db,
  userId: string,
  id: string,
): Promise<Static<typeof NotificationReadSchema>> {
  const mine = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) throw eventTexts.error(404, 'notificationNotFound');
  await db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return { _id: id, read: true, unread: await unreadCount(db, userId) };
}
