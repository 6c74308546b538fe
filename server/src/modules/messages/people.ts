import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { Contact } from './messages.schemas';

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  picture: string | null;
}

export const PERSON_COLUMNS = ['u.id', 'u.first_name', 'u.last_name', 'u.picture'] as const;

export function toContact(row: PersonRow): Contact {
  return { _id: row.id, firstName: row.first_name, lastName: row.last_name, picture: row.picture };
}

/** `like` pattern for "contains", with the wildcards of the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Keeps the people whose first, last or full name contains `name` (any case); no filter for a blank name. */
export function whereNameContains<O>(
  query: SelectQueryBuilder<Database & { u: Database['users'] }, 'u', O>,
  name: string | undefined,
) {
  const text = name?.trim();
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where(
    sql<boolean>`(lower(u.first_name) like ${pattern} escape '\\' or lower(u.last_name) like ${pattern} escape '\\' or lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\')`,
  );
}

/**
 * Who a user can write to and add to groups: every other verified, approved member (associations log in on
 * the admin site, so they are not contacts).
 */
export function contacts(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .where('u.user_type', '=', 'user')
    .where('u.approval_status', '=', 'approved')
    .where('u.email_verified_at', 'is not', null)
    .where('u.id', '!=', userId);
}

type PeopleQuery = SelectQueryBuilder<Database & { u: Database['users'] }, 'u', object>;

/** A page of people by name (first, last, id), with a name search and the count of all that match. */
export async function pagePeople(people: PeopleQuery, query: { name?: string; offset: number; limit: number }) {
  const filtered = whereNameContains(people, query.name);
  const [rows, count] = await Promise.all([
    filtered
      .select(PERSON_COLUMNS)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('u.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toContact), total: Number(count.n) };
}

export function listContacts(db: Db, userId: string, query: { name?: string; offset: number; limit: number }) {
  return pagePeople(contacts(db, userId), query);
}

export async function findContact(db: Db, userId: string, contactId: string): Promise<Contact | null> {
  const row = await contacts(db, userId).select(PERSON_COLUMNS).where('u.id', '=', contactId).executeTakeFirst();
  return row ? toContact(row) : null;
}

/** The ids among `ids` that are not contacts of the user. */
export async function notContacts(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await contacts(db, userId).select('u.id').where('u.id', 'in', ids).execute();
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function peopleByIds(db: Db, ids: readonly string[]): Promise<Map<string, Contact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select(PERSON_COLUMNS)
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, toContact(row)]));
}
