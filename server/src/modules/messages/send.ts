import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import type { UploadStore } from '../../storage/uploadStore';
import type { RealtimeBus } from '../../realtime/bus';
import type { Draft } from './compose';
import type { Message } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { searchTextOf } from '../../db/textSearch';
import { loadMessage } from './threads';

export interface SendContext {
  db: Db;
  uploads: UploadStore;
  bus: RealtimeBus;
  editWindowMs: number;
}

/** The message `senderId` already stored under this client id, if any. */
async function storedByClientId(db: Db, senderId: string, clientId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'thread_id'])
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** A repeated send (same client id) answers the stored message, once it is the same thread's. */
async function alreadyStored(ctx: SendContext, threadId: string, senderId: string, clientId: string | undefined) {
  if (!clientId) return null;
  const stored = await storedByClientId(ctx.db, senderId, clientId);
  if (!stored) return null;
  if (stored.thread_id !== threadId) throw messageTexts.error(409, 'clientIdReused');
  return (await loadMessage(ctx.db, stored.id, ctx.editWindowMs))!;
}

/** A reply answers a message of the same thread; 400 for any other id. */
async function checkReplyTarget(db: Db, threadId: string, replyTo: string | undefined) {
  if (!replyTo) return;
  const target = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', replyTo)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  if (!target) throw messageTexts.error(400, 'unknownReplyTarget');
}

/**
 * Stores the message (and its picture), moves the thread up the inbox, and announces it to the members. A send
 * carrying a client id the sender used before answers the stored message and stores nothing: retries are safe.
 */
export async function postMessage(
  ctx: SendContext,
  threadId: string,
  senderId: string,
  draft: Draft,
): Promise<Message> {
  const repeated = await alreadyStored(ctx, threadId, senderId, draft.clientId);
  if (repeated) return repeated;
  await checkReplyTarget(ctx.db, threadId, draft.replyTo);
  const picture = draft.picture ? await ctx.uploads.save('chat', draft.picture.bytes, draft.picture.type) : null;
  const id = newId();
  const createdAt = nowIso();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // The insert trigger (migration 0015) numbers the message under the thread row's lock.
      await trx
        .insertInto('messages')
        .values({
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
        })
        .execute();
      await trx
        .updateTable('message_threads')
        .set({ last_message_at: createdAt, updated_at: createdAt })
        .where('id', '=', threadId)
        .execute();
      await trx
        .updateTable('thread_members')
        // Sending reads the thread up to the message sent (its position, given by the trigger above).
        .set({
          last_read_at: createdAt,
          last_read_position: sql<number>`(select position from messages where id = ${id})`,
        })
        .where('thread_id', '=', threadId)
        .where('user_id', '=', senderId)
        .execute();
    });
  } catch (error) {
    await ctx.uploads.remove(picture);
    // The same send arrived twice at once: the other request stored it (the unique client id refused this one).
    const raced = await alreadyStored(ctx, threadId, senderId, draft.clientId);
    if (raced) return raced;
    throw error;
  }
  await ctx.bus.publish({ kind: 'message', threadId, messageId: id });
  return (await loadMessage(ctx.db, id, ctx.editWindowMs))!;
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
