import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { plainText } from './compose';
import type { Message } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { searchTextOf } from '../../db/textSearch';
import type { SendContext } from './send';
import { loadMessage, memberThread } from './threads';

// Edits, deletes and reactions: each stamps the message's `changed_at` (what a catch-up asks for) and tells the
// thread's members live (`message.updated`).

/** The message, when `userId` is a member of its thread; 404 for no message, 403 for a thread not theirs. */
async function memberMessage(db: Db, messageId: string, userId: string) {
  const row = await db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!row) throw messageTexts.error(404, 'messageNotFound');
  await memberThread(db, row.thread_id, userId);
  return row;
}

/** The sender's own message, still within the edit window and not deleted (403 or 409 otherwise). */
async function ownChangeableMessage(ctx: SendContext, messageId: string, userId: string) {
  const row = await memberMessage(ctx.db, messageId, userId);
  if (row.sender_id !== userId) throw messageTexts.error(403, 'notOwnMessage');
  if (row.deleted_at) throw messageTexts.error(409, 'messageDeleted');
  const createdAt = Date.parse(new Date(row.created_at).toISOString());
  if (Date.now() > createdAt + ctx.editWindowMs) {
    throw messageTexts.error(409, 'editWindowClosed', { minutes: Math.round(ctx.editWindowMs / 60_000) });
  }
  return row;
}

async function announced(ctx: SendContext, threadId: string, messageId: string): Promise<Message> {
  await ctx.bus.publish({ kind: 'message-changed', threadId, messageId });
  return (await loadMessage(ctx.db, messageId, ctx.editWindowMs))!;
}

/** A new text for the sender's own message; a picture message may lose its text, a text message may not. */
export async function editMessage(ctx: SendContext, messageId: string, userId: string, text: string) {
  const row = await ownChangeableMessage(ctx, messageId, userId);
  const body = plainText(text);
  if (!body && !row.picture) throw messageTexts.error(400, 'editNeedsText');
  const now = nowIso();
  await ctx.db
    .updateTable('messages')
    .set({
      text: body,
      search_text: searchTextOf(body),
      message_type: row.picture ? (body ? 'TextWithPicture' : 'Picture') : 'Text',
      edited_at: now,
      changed_at: now,
    })
    .where('id', '=', messageId)
    .execute();
  return announced(ctx, row.thread_id, messageId);
}

/** Deletes the sender's own message: text, picture (the stored file too) and reactions are gone; the row stays. */
export async function deleteMessage(ctx: SendContext, messageId: string, userId: string) {
  const row = await ownChangeableMessage(ctx, messageId, userId);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('messages')
      .set({ text: null, search_text: null, picture: null, deleted_at: now, changed_at: now })
      .where('id', '=', messageId)
      .execute();
    await trx.deleteFrom('message_reactions').where('message_id', '=', messageId).execute();
  });
  await ctx.uploads.remove(row.picture);
  return announced(ctx, row.thread_id, messageId);
}

/** Adds (`reacted`) or takes back the member's reaction with `emoji`; repeating either changes nothing. */
export async function setReaction(
  ctx: SendContext,
  messageId: string,
  userId: string,
  emoji: string,
  reacted: boolean,
) {
  const row = await memberMessage(ctx.db, messageId, userId);
  if (row.deleted_at) throw messageTexts.error(409, 'messageDeleted');
  const now = nowIso();
  const changed = reacted
    ? await ctx.db
        .insertInto('message_reactions')
        .values({ id: newId(), message_id: messageId, user_id: userId, emoji, created_at: now })
        .onConflict((oc) => oc.columns(['message_id', 'user_id', 'emoji']).doNothing())
        .executeTakeFirst()
        .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0) > 0)
    : await ctx.db
        .deleteFrom('message_reactions')
        .where('message_id', '=', messageId)
        .where('user_id', '=', userId)
        .where('emoji', '=', emoji)
        .executeTakeFirst()
        .then((result) => Number(result.numDeletedRows) > 0);
  if (!changed) return (await loadMessage(ctx.db, messageId, ctx.editWindowMs))!;
  await ctx.db.updateTable('messages').set({ changed_at: now }).where('id', '=', messageId).execute();
  return announced(ctx, row.thread_id, messageId);
}
