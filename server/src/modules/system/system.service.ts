import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';

const MAILBOX_LIMIT = 100;

const trivialQuery = preparedQuery<Record<string, never>, { one: number }>((db) =>
  db.selectNoFrom(sql<number>`1`.as('one')),
);

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await trivialQuery.execute(db, {});
    return true;
  } catch {
    return false;
  }
}

/** Captured mails, newest first, optionally only those sent to one address. */
export async function listMailbox(db: Db, to: string | undefined) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text', 'html', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAILBOX_LIMIT);
  if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    _id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: toIsoRequired(row.created_at),
  }));
}
