import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { nowIso, toBool, toNumberOr } from '../../db/mapping';
import { nameContains } from '../../db/textSearch';
import { newId } from '../../lib/ids';
import type { Static } from 'typebox';
import { EVENT_LIST_COLUMNS, toEventListItem } from '../events/eventListItem';
import type { AssociationDetailSchema, AssociationSchema } from './associations.schemas';
import { associationTexts } from './associations.texts';

const UPCOMING_EVENTS_LIMIT = 10;

export type AssociationItem = Static<typeof AssociationSchema>;
export type AssociationDetail = Static<typeof AssociationDetailSchema>;

export interface ListQuery {
  name?: string;
  offset: number;
  limit: number;
  followed: boolean;
}

type UsersScope = ExpressionBuilder<Database & { a: Database['users'] }, 'a'>;

function approvedAssociations(db: Db, userId: string, query: Pick<ListQuery, 'name' | 'followed'>) {
  let select = db
    .selectFrom('users as a')
    .where('a.user_type', '=', 'association')
    .where('a.approval_status', '=', 'approved');
  const name = query.name?.trim();
  if (name) select = select.where(nameContains('a.first_name', name));
  if (query.followed) select = select.where((eb) => eb.exists(followOf(eb, userId)));
  return select;
}

function followOf(eb: UsersScope, userId: string) {
  return eb
    .selectFrom('follows as f')
    .select('f.id')
    .whereRef('f.association_id', '=', 'a.id')
    .where('f.user_id', '=', userId);
}

function withCardColumns(eb: UsersScope, userId: string) {
  return [
    'a.id',
    'a.first_name',
    'a.email',
    'a.picture',
    'a.address_city',
    eb
      .selectFrom('follows as c')
      .select((inner) => inner.fn.countAll().as('n'))
      .whereRef('c.association_id', '=', 'a.id')
      .as('followers'),
    eb.exists(followOf(eb, userId)).as('is_follower'),
  ] as const;
}

type CardRow = {
  id: string;
  first_name: string;
  email: string;
  picture: string | null;
  address_city: string | null;
  followers: unknown;
  is_follower: unknown;
};

function toItem(row: CardRow): AssociationItem {
  return {
    _id: row.id,
    name: row.first_name,
    email: row.email,
    picture: row.picture,
    followers: toNumberOr(row.followers as number | string | null, 0),
    isFollower: toBool(row.is_follower),
    city: row.address_city,
  };
}

/** Approved associations by name, each with its followers count and whether the user follows it. */
export async function listAssociations(db: Db, userId: string, query: ListQuery) {
  const [rows, count] = await Promise.all([
    approvedAssociations(db, userId, query)
      .select((eb) => withCardColumns(eb, userId))
      .orderBy(sql`lower(a.first_name)`)
      .orderBy('a.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    approvedAssociations(db, userId, query)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: toNumberOr(count.total as number | string, 0) };
}

/** For the signup picker: every approved association, by name. */
export async function listPublicAssociations(db: Db): Promise<Array<{ _id: string; name: string }>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('user_type', '=', 'association')
    .where('approval_status', '=', 'approved')
    .orderBy(sql`lower(first_name)`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.first_name }));
}

export async function getAssociation(
  db: Db,
  userId: string,
  associationId: string,
  now = new Date(),
): Promise<AssociationDetail> {
  const row = await approvedAssociations(db, userId, { followed: false })
    .leftJoin('specialities as s', 's.id', 'a.speciality_id')
    .select((eb) => [
      ...withCardColumns(eb, userId),
      'a.description',
      'a.website_url',
      'a.address',
      's.id as speciality_id',
      's.title as speciality_title',
    ])
    .where('a.id', '=', associationId)
    .executeTakeFirst();
  if (!row) throw associationTexts.error(404, 'notFound');
  const events = await db
    .selectFrom('events')
    .select(EVENT_LIST_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('event_favourites as ef')
            .select('ef.id')
            .whereRef('ef.event_id', '=', 'events.id')
            .where('ef.user_id', '=', userId),
        )
        .as('is_favourite'),
    )
    .where('events.association_id', '=', associationId)
    .where('events.ends_at', '>=', now.toISOString())
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(UPCOMING_EVENTS_LIMIT)
    .execute();
  return {
    ...toItem(row),
    description: row.description,
    websiteUrl: row.website_url,
    address: row.address,
    speciality:
      row.speciality_id && row.speciality_title ? { _id: row.speciality_id, title: row.speciality_title } : null,
    upcomingEvents: events.map((event) => toEventListItem(event, toBool(event.is_favourite), now)),
  };
}

/** Sets the follow to the state asked for (idempotent) and answers the new followers count. */
export async function setFollow(
  db: Db,
  userId: string,
  associationId: string,
  isFollower: boolean,
): Promise<{ name: string; isFollower: boolean; followers: number }> {
  const association = await approvedAssociations(db, userId, { followed: false })
    .select('a.first_name')
    .where('a.id', '=', associationId)
    .executeTakeFirst();
  if (!association) throw associationTexts.error(404, 'notFound');
  if (isFollower) {
    await db
      .insertInto('follows')
      .values({ id: newId(), user_id: userId, association_id: associationId, created_at: nowIso() })
      .onConflict((conflict) => conflict.columns(['user_id', 'association_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('follows').where('user_id', '=', userId).where('association_id', '=', associationId).execute();
  }
  const { n } = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('association_id', '=', associationId)
    .executeTakeFirstOrThrow();
  return { name: association.first_name, isFollower, followers: toNumberOr(n as number | string, 0) };
}
