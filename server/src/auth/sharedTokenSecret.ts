import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

const TOKEN_SECRET_NAME = 'token_secret';

/**
 * The login tokens' signing key kept in the database, for servers that share one (PostgreSQL) and were given no
 * TOKEN_SECRET: the first to start writes a random key, every other reads that one, so a token signed by any
 * instance is accepted by all. Concurrent first starts agree: the insert does nothing when a row exists.
 */
export async function sharedTokenSecret(db: Db): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: TOKEN_SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', TOKEN_SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
