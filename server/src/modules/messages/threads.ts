import type { Db, MessageThreadRow, ThreadType } from '../../db/database';
import { nowIso, toIso, toIsoRequired } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { preparedQuery } from '../../db/preparedQuery';
import { REACTION_EMOJI, REPLY_EXCERPT_MAX, type Message } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { PERSON_COLUMNS, toContact } from './people';

export interface PageRequest {
  offset: number;
  limit: number;
  /** Message ids: only messages newer than `after` / older than `before`. */
  after?: string;
  before?: string;
  /** Only messages after this position (commit order: what a catch-up asks for). */
  afterPosition?: number;
}

/** The quoted message's columns, from `r` (the message answered) and `ru` (its sender), as `ReplyColumns`. */
export const REPLY_COLUMNS = [
  'r.id as reply_id',
  'r.message_type as reply_type',
  'r.text as reply_text',
  'r.deleted_at as reply_deleted_at',
  'ru.id as reply_sender_id',
  'ru.first_name as reply_first_name',
  'ru.last_name as reply_last_name',
] as const;

const MESSAGE_COLUMNS = [
  'm.id',
  'm.thread_id',
  'm.message_type',
  'm.text',
  'm.picture',
  'm.created_at',
  'm.position',
  'm.client_id',
  'm.edited_at',
  'm.deleted_at',
  'u.id as sender_id',
  'u.first_name',
  'u.last_name',
  'u.picture as sender_picture',
  ...REPLY_COLUMNS,
] as const;

/** The quoted message's columns of a row (null when the message answers none). */
export interface ReplyColumns {
  reply_id: string | null;
  reply_type: Message['messageType'] | null;
  reply_text: string | null;
  reply_deleted_at: string | Date | null;
  reply_sender_id: string | null;
  reply_first_name: string | null;
  reply_last_name: string | null;
}

export interface MessageRowWithSender extends ReplyColumns {
  id: string;
  thread_id: string;
  message_type: Message['messageType'];
  text: string | null;
  picture: string | null;
  created_at: string | Date;
  position: number | string;
  client_id: string | null;
  edited_at: string | Date | null;
  deleted_at: string | Date | null;
  sender_id: string;
  first_name: string;
  last_name: string;
  sender_picture: string | null;
}

type Reactions = Message['reactions'];

function replyQuote(row: MessageRowWithSender): Message['replyTo'] {
  if (!row.reply_id || !row.reply_type || !row.reply_sender_id) return null;
  const deleted = row.reply_deleted_at !== null;
  return {
    _id: row.reply_id,
    sender: { _id: row.reply_sender_id, firstName: row.reply_first_name ?? '', lastName: row.reply_last_name ?? '' },
    messageType: row.reply_type,
    excerpt: deleted || !row.reply_text ? null : [...row.reply_text].slice(0, REPLY_EXCERPT_MAX).join(''),
    deleted,
  };
}

export function toMessage(row: MessageRowWithSender, editWindowMs: number, reactions: Reactions): Message {
  const createdAt = toIsoRequired(row.created_at);
  return {
    _id: row.id,
    threadId: row.thread_id,
    sender: toContact({
      id: row.sender_id,
      first_name: row.first_name,
      last_name: row.last_name,
      picture: row.sender_picture,
    }),
    messageType: row.message_type,
    text: row.text,
    picture: row.picture,
    created_at: createdAt,
    position: Number(row.position),
    clientId: row.client_id,
    replyTo: replyQuote(row),
    editedAt: toIso(row.edited_at),
    deletedAt: toIso(row.deleted_at),
    editableUntil: new Date(Date.parse(createdAt) + editWindowMs).toISOString(),
    reactions,
  };
}

/** The messages with their sender and the message each answers (quoted). */
const selectMessages = (db: Db) =>
  db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('messages as r', 'r.id', 'm.reply_to_id')
    .leftJoin('users as ru', 'ru.id', 'r.sender_id')
    .select(MESSAGE_COLUMNS);

/** The reactions of these messages, per message, in the fixed emoji order (first reaction first within one). */
async function reactionsOf(db: Db, messageIds: readonly string[]): Promise<Map<string, Reactions>> {
  const byMessage = new Map<string, Reactions>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('message_reactions as mr')
    .innerJoin('users as u', 'u.id', 'mr.user_id')
    .select(['mr.message_id', 'mr.emoji', ...PERSON_COLUMNS])
    .where('mr.message_id', 'in', messageIds)
    .orderBy('mr.created_at')
    .orderBy('mr.id')
    .execute();
  for (const row of rows) {
    const reactions = byMessage.get(row.message_id) ?? [];
    let entry = reactions.find((reaction) => reaction.emoji === row.emoji);
    if (!entry) {
      entry = { emoji: row.emoji as Reactions[number]['emoji'], people: [] };
      reactions.push(entry);
    }
    entry.people.push(toContact(row));
    byMessage.set(row.message_id, reactions);
  }
  const order = (emoji: string) => (REACTION_EMOJI as readonly string[]).indexOf(emoji);
  for (const reactions of byMessage.values()) reactions.sort((a, b) => order(a.emoji) - order(b.emoji));
  return byMessage;
}

async function toMessages(db: Db, rows: MessageRowWithSender[], editWindowMs: number): Promise<Message[]> {
  const reactions = await reactionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMessage(row, editWindowMs, reactions.get(row.id) ?? []));
}

export async function loadMessage(db: Db, messageId: string, editWindowMs: number): Promise<Message | null> {
  const row = await selectMessages(db).where('m.id', '=', messageId).executeTakeFirst();
  return row ? (await toMessages(db, [row], editWindowMs))[0] : null;
}

/** Edited, deleted or reacted-to messages of the thread from `fromPosition` on (a catch-up), latest change first. */
export async function changedMessages(db: Db, threadId: string, fromPosition: number, editWindowMs: number) {
  const rows = await selectMessages(db)
    .where('m.thread_id', '=', threadId)
    .where('m.position', '>=', fromPosition)
    .where('m.changed_at', 'is not', null)
    .orderBy('m.changed_at', 'desc')
    .limit(CHANGES_LIMIT)
    .execute();
  return toMessages(db, rows, editWindowMs);
}

/** At most this many changed messages per catch-up (a client holding more reloads the conversation). */
export const CHANGES_LIMIT = 100;

/** The thread, when `userId` is one of its members; 404 for no thread, 403 for someone else's. */
export async function memberThread(
  db: Db,
  threadId: string,
  userId: string,
  types: readonly ThreadType[] = ['Single', 'Group', 'Team'],
): Promise<MessageThreadRow> {
  const thread = await db.selectFrom('message_threads').selectAll().where('id', '=', threadId).executeTakeFirst();
  if (!thread || !types.includes(thread.type)) throw messageTexts.error(404, 'threadNotFound');
  if (!(await isMember(db, threadId, userId))) throw messageTexts.error(403, 'notThreadMember');
  return thread;
}

export async function isMember(db: Db, threadId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('thread_members')
    .select('id')
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

const memberIdsOf = preparedQuery<{ threadId: string }, { user_id: string }>((db, values) =>
  db.selectFrom('thread_members').select('user_id').where('thread_id', '=', values.threadId),
);

/** The thread's members (read on every live delivery, so prepared once). */
export async function memberIds(db: Db, threadId: string): Promise<string[]> {
  const rows = await memberIdsOf.execute(db, { threadId });
  return rows.map((row) => row.user_id);
}

/** The position of a message of the thread named as a cursor; 400 for any other id. */
async function cursorPosition(db: Db, threadId: string, messageId: string) {
  const row = await db
    .selectFrom('messages')
    .select('position')
    .where('id', '=', messageId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  if (!row) throw messageTexts.error(400, 'unknownCursor', { id: messageId });
  return Number(row.position);
}

/**
 * A page of the thread's messages, newest first (by position: commit order), with the count of messages matching
 * the cursors.
 */
export async function pageMessages(db: Db, threadId: string, page: PageRequest, editWindowMs: number) {
  let query = db.selectFrom('messages as m').where('m.thread_id', '=', threadId);
  // Positions are 1..last_position with no gaps (given in commit order, messages are never removed alone), so the
  // count of a range is arithmetic: no count over the thread's rows.
  let above = 0;
  let below = Number.POSITIVE_INFINITY;
  if (page.after) {
    above = await cursorPosition(db, threadId, page.after);
    query = query.where('m.position', '>', above);
  }
  if (page.afterPosition !== undefined) {
    above = Math.max(above, page.afterPosition);
    query = query.where('m.position', '>', page.afterPosition);
  }
  if (page.before) {
    below = await cursorPosition(db, threadId, page.before);
    query = query.where('m.position', '<', below);
  }
  const [rows, thread] = await Promise.all([
    query
      .innerJoin('users as u', 'u.id', 'm.sender_id')
      .leftJoin('messages as r', 'r.id', 'm.reply_to_id')
      .leftJoin('users as ru', 'ru.id', 'r.sender_id')
      .select(MESSAGE_COLUMNS)
      .orderBy('m.position', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db.selectFrom('message_threads').select('last_position').where('id', '=', threadId).executeTakeFirst(),
  ]);
  const last = Math.min(Number(thread?.last_position ?? 0), below - 1);
  return { items: await toMessages(db, rows, editWindowMs), total: Math.max(0, last - above) };
}

/**
 * Messages of others the user has not read yet, per thread (threads with none are left out): those with a position
 * after the member's read position (positions follow commit order; times may tie or commit out of order).
 */
export async function unreadCounts(
  db: Db,
  userId: string,
  threadIds?: readonly string[],
): Promise<Map<string, number>> {
  if (threadIds && threadIds.length === 0) return new Map();
  let query = db
    .selectFrom('thread_members as tm')
    .innerJoin('messages as m', 'm.thread_id', 'tm.thread_id')
    .select(['tm.thread_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tm.user_id', '=', userId)
    .where('m.sender_id', '!=', userId)
    .where((eb) => eb('m.position', '>', eb.ref('tm.last_read_position')))
    .groupBy('tm.thread_id');
  if (threadIds) query = query.where('tm.thread_id', 'in', threadIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.thread_id, Number(row.n)]));
}

export async function unreadSummary(db: Db, userId: string) {
  const counts = await unreadCounts(db, userId);
  const threads = [...counts].map(([threadId, unread]) => ({ threadId, unread }));
  return { total: threads.reduce((sum, thread) => sum + thread.unread, 0), threads };
}

/**
 * Marks the thread read up to its latest message (its last position), writing only when the marker moves forward:
 * a thread opened again with nothing new costs no write, and a mark racing a later one never moves it back. Answers
 * whether anything was unread, so callers only announce a change that happened.
 */
export async function markRead(db: Db, threadId: string, userId: string): Promise<boolean> {
  const [member, thread] = await Promise.all([
    db
      .selectFrom('thread_members')
      .select('last_read_position')
      .where('thread_id', '=', threadId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('message_threads').select('last_position').where('id', '=', threadId).executeTakeFirst(),
  ]);
  if (!member || !thread) return false;
  const latest = Number(thread.last_position);
  if (Number(member.last_read_position) >= latest) return false;
  const unread = (await unreadCounts(db, userId, [threadId])).get(threadId) ?? 0;
  await db
    .updateTable('thread_members')
    .set({ last_read_position: latest, last_read_at: nowIso() })
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .where('last_read_position', '<', latest)
    .execute();
  return unread > 0;
}

/** Team threads follow the team's roster: a team member without a thread membership row gets one. */
export async function ensureMember(db: Db, threadId: string, userId: string): Promise<void> {
  if (await isMember(db, threadId, userId)) return;
  const now = nowIso();
  await db
    .insertInto('thread_members')
    .values({ id: newId(), thread_id: threadId, user_id: userId, last_read_at: null, created_at: now })
    .onConflict((oc) => oc.columns(['thread_id', 'user_id']).doNothing())
    .execute();
}
