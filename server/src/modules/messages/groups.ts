import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db, MessageThreadRow } from '../../db/database';
import { nowIso, toIsoRequired } from '../../db/mapping';
import { isId, newId } from '../../lib/ids';
import type { RealtimeBus } from '../../realtime/bus';
import { cleanFormFields, validateFormFields } from '../../storage/formFields';
import { readMultipartForm } from '../../storage/multipartForm';
import type { UploadStore } from '../../storage/uploadStore';
import { chatImageRule } from './compose';
import { GroupCreateFields, GroupUpdateFields, MAX_GROUP_MEMBERS, type Contact, type Group } from './messages.schemas';
import { messageTexts } from './messages.texts';
import { notContacts, pagePeople, PERSON_COLUMNS, toContact } from './people';
import { isMember, memberIds } from './threads';

export interface GroupContext {
  db: Db;
  uploads: UploadStore;
  bus: RealtimeBus;
}

/** The group (a Group thread); 404 when there is none, 403 unless the user is a member. */
export async function memberGroup(db: Db, groupId: string, userId: string): Promise<MessageThreadRow> {
  const group = await db
    .selectFrom('message_threads')
    .selectAll()
    .where('id', '=', groupId)
    .where('type', '=', 'Group')
    .executeTakeFirst();
  if (!group) throw messageTexts.error(404, 'groupNotFound');
  if (!(await isMember(db, groupId, userId))) throw messageTexts.error(403, 'notGroupMember');
  return group;
}

function membersQuery(db: Db, groupId: string) {
  return db
    .selectFrom('users as u')
    .where('u.id', 'in', db.selectFrom('thread_members').select('user_id').where('thread_id', '=', groupId));
}

export function listGroupMembers(db: Db, groupId: string, query: { name?: string; offset: number; limit: number }) {
  return pagePeople(membersQuery(db, groupId), query);
}

export async function groupDetail(db: Db, group: MessageThreadRow, userId: string): Promise<Group> {
  const members: Contact[] = (
    await membersQuery(db, group.id)
      .select(PERSON_COLUMNS)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('u.id')
      .execute()
  ).map(toContact);
  return {
    _id: group.id,
    name: group.name ?? '',
    description: group.description ?? '',
    logo: group.logo,
    owner: members.find((member) => member._id === group.owner_id) ?? null,
    isOwner: group.owner_id === userId,
    members,
    created_at: toIsoRequired(group.created_at),
  };
}

/** `members` JSON text: distinct contact ids of the owner (the owner is always in the group, never listed). */
async function parseMembers(db: Db, ownerId: string, text: string | undefined): Promise<string[]> {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw messageTexts.error(400, 'membersNotList');
  }
  if (!Array.isArray(value) || !value.every(isId)) throw messageTexts.error(400, 'membersNotList');
  const ids = [...new Set(value as string[])].filter((id) => id !== ownerId);
  if (ids.length + 1 > MAX_GROUP_MEMBERS) throw messageTexts.error(400, 'membersTooMany', { max: MAX_GROUP_MEMBERS });
  const unknown = await notContacts(db, ownerId, ids);
  if (unknown.length > 0) throw messageTexts.error(400, 'membersUnknown', { ids: unknown.join(', ') });
  return ids;
}

async function readGroupForm<Schema extends typeof GroupCreateFields | typeof GroupUpdateFields>(
  request: FastifyRequest,
  schema: Schema,
) {
  const form = await readMultipartForm(request, { logo: chatImageRule }, { bidiRemovedFrom: ['name'] });
  const fields = validateFormFields(schema, cleanFormFields(form.fields));
  return { fields, logo: form.files.logo };
}

export async function createGroup(ctx: GroupContext, request: FastifyRequest, ownerId: string): Promise<Group> {
  const { fields, logo } = await readGroupForm(request, GroupCreateFields);
  const members = await parseMembers(ctx.db, ownerId, fields.members);
  const logoUrl = logo ? await ctx.uploads.save('group-logo', logo.bytes, logo.type) : null;
  const id = newId();
  const now = nowIso();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('message_threads')
        .values({
          id,
          type: 'Group',
          name: fields.name,
          description: fields.description ?? '',
          logo: logoUrl,
          owner_id: ownerId,
          last_message_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('thread_members')
        .values(
          [ownerId, ...members].map((userId) => ({
            id: newId(),
            thread_id: id,
            user_id: userId,
            last_read_at: now,
            created_at: now,
          })),
        )
        .execute();
    });
  } catch (error) {
    await ctx.uploads.remove(logoUrl);
    throw error;
  }
  await ctx.bus.publish({ kind: 'thread', threadId: id, removed: [] });
  const group = await ctx.db.selectFrom('message_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return groupDetail(ctx.db, group, ownerId);
}

function assertOwner(group: MessageThreadRow, userId: string) {
  if (group.owner_id !== userId) throw messageTexts.error(403, 'notGroupOwner');
}

/** Only the owner edits; `members`, when sent, is the new member list (the owner stays). */
export async function updateGroup(
  ctx: GroupContext,
  request: FastifyRequest,
  groupId: string,
  userId: string,
): Promise<Group> {
  const group = await memberGroup(ctx.db, groupId, userId);
  assertOwner(group, userId);
  const { fields, logo } = await readGroupForm(request, GroupUpdateFields);
  const members = fields.members === undefined ? null : await parseMembers(ctx.db, userId, fields.members);
  const logoUrl = logo ? await ctx.uploads.save('group-logo', logo.bytes, logo.type) : group.logo;
  const now = nowIso();
  const before = await memberIds(ctx.db, groupId);
  const removed = members ? before.filter((id) => id !== userId && !members.includes(id)) : [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('message_threads')
        .set({
          name: fields.name ?? group.name,
          description: fields.description ?? group.description,
          logo: logoUrl,
          updated_at: now,
        })
        .where('id', '=', groupId)
        .execute();
      if (!members) return;
      if (removed.length > 0)
        await trx
          .deleteFrom('thread_members')
          .where('thread_id', '=', groupId)
          .where('user_id', 'in', removed)
          .execute();
      const added = members.filter((id) => !before.includes(id));
      if (added.length > 0) {
        await trx
          .insertInto('thread_members')
          .values(
            // A member added later has read nothing said before they joined.
            added.map((id) => ({
              id: newId(),
              thread_id: groupId,
              user_id: id,
              last_read_at: now,
              last_read_position: sql<number>`(select last_position from message_threads where id = ${groupId})`,
              created_at: now,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    if (logoUrl !== group.logo) await ctx.uploads.remove(logoUrl);
    throw error;
  }
  if (logoUrl !== group.logo) await ctx.uploads.remove(group.logo);
  await ctx.bus.publish({ kind: 'thread', threadId: groupId, removed });
  const updated = await ctx.db
    .selectFrom('message_threads')
    .selectAll()
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  return groupDetail(ctx.db, updated, userId);
}

/** The owner removes a member; a member removes themself (leaves). The owner cannot leave. */
export async function removeMember(ctx: GroupContext, groupId: string, memberId: string, userId: string) {
  const group = await memberGroup(ctx.db, groupId, userId);
  if (memberId === userId) {
    if (group.owner_id === userId) throw messageTexts.error(400, 'ownerCannotLeave');
  } else {
    assertOwner(group, userId);
    if (!(await isMember(ctx.db, groupId, memberId))) throw messageTexts.error(404, 'memberNotInGroup');
  }
  await ctx.db.deleteFrom('thread_members').where('thread_id', '=', groupId).where('user_id', '=', memberId).execute();
  await ctx.db.updateTable('message_threads').set({ updated_at: nowIso() }).where('id', '=', groupId).execute();
  await ctx.bus.publish({ kind: 'thread', threadId: groupId, removed: [memberId] });
  return { left: memberId === userId };
}

/**
 * Only the owner deletes a group: its chat, members and messages go with it (foreign keys cascade), then its logo and
 * chat pictures. Every member's sockets hear `thread.removed` with `deleted`, so open chats close.
 */
export async function deleteGroup(ctx: GroupContext, groupId: string, userId: string) {
  const group = await memberGroup(ctx.db, groupId, userId);
  if (group.owner_id !== userId) throw messageTexts.error(403, 'notGroupOwnerDelete');
  const members = await memberIds(ctx.db, groupId);
  const pictures = await ctx.db
    .selectFrom('messages')
    .select('picture')
    .where('thread_id', '=', groupId)
    .where('picture', 'is not', null)
    .execute();
  await ctx.db.deleteFrom('message_threads').where('id', '=', groupId).execute();
  await ctx.bus.publish({ kind: 'thread', threadId: groupId, removed: members, deleted: true });
  for (const url of [group.logo, ...pictures.map((row) => row.picture)]) await ctx.uploads.remove(url);
}
