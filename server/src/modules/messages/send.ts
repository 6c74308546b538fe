import type { Insertable } from 'kysely';
import type { Db, MessagesTable } from '../../db/database';
import { commitsOn, inTransaction } from '../../db/groupCommit';
import { preparedQuery } from '../../db/preparedQuery';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import type { UploadStore } from '../../storage/uploadStore';
import type { RealtimeBus } from '../../realtime/bus';
import type { Draft } from './compose';
import type { Message } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { searchTextOf } from '../../db/textSearch';
import { loadMessage, REPLY_COLUMNS, toMessage, type ReplyColumns } from './threads';
import { contacts } from './people';

export interface SendContext {
  db: Db;
  uploads: UploadStore;
  bus: RealtimeBus;
  editWindowMs: number;
}

interface SendCheckRow extends ReplyColumns {
  first_name: string;
  last_name: string;
  picture: string | null;
  stored_id: string | null;
  stored_thread_id: string | null;
}

/**
 * What a send checks before writing, in one statement: the sender's name and picture (the answer shows them), the
 * message the sender already stored under this client id, and the message of the thread it replies to.
 */
const sendChecks = preparedQuery<
  { senderId: string; clientId: string | null; threadId: string; replyTo: string | null },
  SendCheckRow
>((db, values) =>
  db
    .selectFrom('users as s')
    .leftJoin('messages as c', (join) => join.onRef('c.sender_id', '=', 's.id').on('c.client_id', '=', values.clientId))
    .leftJoin('messages as r', (join) => join.on('r.id', '=', values.replyTo).on('r.thread_id', '=', values.threadId))
    .leftJoin('users as ru', 'ru.id', 'r.sender_id')
    .select([
      's.first_name',
      's.last_name',
      's.picture',
      'c.id as stored_id',
      'c.thread_id as stored_thread_id',
      ...REPLY_COLUMNS,
    ])
    .where('s.id', '=', values.senderId),
);

async function checkSend(ctx: SendContext, threadId: string, senderId: string, draft: Draft) {
  const [row] = await sendChecks.execute(ctx.db, {
    senderId,
    clientId: draft.clientId ?? null,
    threadId,
    replyTo: draft.replyTo ?? null,
  });
  if (!row) throw messageTexts.error(403, 'notThreadMember');
  return row;
}

/** A repeated send (same client id) answers the stored message, once it is the same thread's. */
async function alreadyStored(
  ctx: SendContext,
  threadId: string,
  storedId: string | null,
  storedThreadId: string | null,
) {
  if (!storedId) return null;
  if (storedThreadId !== threadId) throw messageTexts.error(409, 'clientIdReused');
  return (await loadMessage(ctx.db, storedId, ctx.editWindowMs))!;
}

const insertMessage = preparedQuery<Insertable<MessagesTable> & Record<string, unknown>, never>((db, values) =>
  db.insertInto('messages').values({
    id: values.id,
    thread_id: values.thread_id,
    sender_id: values.sender_id,
    message_type: values.message_type,
    text: values.text,
    search_text: values.search_text,
    picture: values.picture,
    created_at: values.created_at,
    client_id: values.client_id,
    reply_to_id: values.reply_to_id,
  }),
);

/** Moves the thread up the inbox; answers its last position, the message just inserted (the row is locked). */
const moveThread = preparedQuery<{ threadId: string; at: string }, { last_position: number | string }>((db, values) =>
  db
    .updateTable('message_threads')
    .set({ last_message_at: values.at, updated_at: values.at })
    .where('id', '=', values.threadId)
    .returning('last_position'),
);

/** Sending reads the thread up to the message sent. */
const readUpTo = preparedQuery<{ threadId: string; userId: string; at: string; position: number }, never>(
  (db, values) =>
    db
      .updateTable('thread_members')
      .set({ last_read_at: values.at, last_read_position: values.position })
      .where('thread_id', '=', values.threadId)
      .where('user_id', '=', values.userId),
);

/** Stores the message in one transaction (shared with the other sends of the turn on SQLite); answers its position. */
function store(
  db: Db,
  row: Insertable<MessagesTable> & { id: string; thread_id: string; sender_id: string; created_at: string },
) {
  return commitsOn(db).run((commits) =>
    inTransaction(commits, async (trx) => {
      // The insert trigger (migration 0015) numbers the message under the thread row's lock.
      await insertMessage.run(trx, row);
      const [thread] = await moveThread.execute(trx, { threadId: row.thread_id, at: row.created_at });
      const position = Number(thread.last_position);
      await readUpTo.run(trx, { threadId: row.thread_id, userId: row.sender_id, at: row.created_at, position });
      return position;
    }),
  );
}

/**
 * Stores the message (and its picture), moves the thread up the inbox, and announces it to the members. A send
 * carrying a client id the sender used before answers the stored message and stores nothing: retries are safe.
 * The answer is made from what was stored (no read after the write): the same mapping as a conversation page's.
 */
export async function postMessage(
  ctx: SendContext,
  threadId: string,
  senderId: string,
  draft: Draft,
): Promise<Message> {
  const check = await checkSend(ctx, threadId, senderId, draft);
  const repeated = await alreadyStored(ctx, threadId, check.stored_id, check.stored_thread_id);
  if (repeated) return repeated;
  if (draft.replyTo && !check.reply_id) throw messageTexts.error(400, 'unknownReplyTarget');
  const picture = draft.picture ? await ctx.uploads.save('chat', draft.picture.bytes, draft.picture.type) : null;
  const id = newId();
  const createdAt = nowIso();
  let position: number;
  try {
    position = await store(ctx.db, {
      id,
      thread_id: threadId,
      sender_id: senderId,
      message_type: draft.messageType,
      text: draft.text,
      search_text: searchTextOf(draft.text),
      picture,
      created_at: createdAt,
      client_id: draft.clientId ?? null,
      reply_to_id: draft.replyTo ?? null,
    });
  } catch (error) {
    await ctx.uploads.remove(picture);
    // The same send arrived twice at once: the other request stored it (the unique client id refused this one).
    if (draft.clientId) {
      const again = await checkSend(ctx, threadId, senderId, draft);
      const raced = await alreadyStored(ctx, threadId, again.stored_id, again.stored_thread_id);
      if (raced) return raced;
    }
    throw error;
  }
  await ctx.bus.publish({ kind: 'message', threadId, messageId: id });
  return toMessage(
    {
      ...check,
      id,
      thread_id: threadId,
      message_type: draft.messageType,
      text: draft.text,
      picture,
      created_at: createdAt,
      position,
      client_id: draft.clientId ?? null,
      edited_at: null,
      deleted_at: null,
      sender_id: senderId,
      sender_picture: check.picture,
    },
    ctx.editWindowMs,
    [],
  );
}

const pairKey = (a: string, b: string) => [a, b].sort().join(':');

/** The one Single thread of two people, made on their first message. */
export async function singleThreadOf(
  db: Db,
  userId: string,
  contactId: string,
  create: boolean,
): Promise<string | null> {
  const key = pairKey(userId, contactId);
  const existing = await db.selectFrom('message_threads').select('id').where('pair_key', '=', key).executeTakeFirst();
  if (existing || !create) return existing?.id ?? null;
  const id = newId();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('message_threads')
        .values({
          id,
          type: 'Single',
          owner_id: userId,
          pair_key: key,
          last_message_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('thread_members')
        .values(
          [userId, contactId].map((member) => ({
            id: newId(),
            thread_id: id,
            user_id: member,
            last_read_at: now,
            created_at: now,
          })),
        )
        .execute();
    });
    return id;
  } catch (error) {
    // Both people sent their first message at once: the other request made the thread.
    const raced = await db.selectFrom('message_threads').select('id').where('pair_key', '=', key).executeTakeFirst();
    if (raced) return raced.id;
    throw error;
  }
}

/** Whether the contact exists, and the two people's Single thread if they have one, in one statement. */
const contactAndThread = preparedQuery<
  { userId: string; contactId: string; pairKey: string },
  { thread_id: string | null }
>((db, values) =>
  contacts(db, values.userId)
    .leftJoin('message_threads as t', (join) => join.on('t.pair_key', '=', values.pairKey))
    .select('t.id as thread_id')
    .where('u.id', '=', values.contactId),
);

/** The Single thread a direct send goes into (made on the first message); 404 when `contactId` is no contact. */
export async function directThreadFor(db: Db, userId: string, contactId: string): Promise<string> {
  const [row] = await contactAndThread.execute(db, { userId, contactId, pairKey: pairKey(userId, contactId) });
  if (!row) throw messageTexts.error(404, 'contactNotFound');
  return row.thread_id ?? (await singleThreadOf(db, userId, contactId, true))!;
}
