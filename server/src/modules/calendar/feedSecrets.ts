import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Language } from '../../i18n/language';
import { sha256Hex } from '../account/secretHash';

// A member's feed token is HMAC(key, salt): the table keeps the salt (128 random bits) and the token's sha256, so
// the member can be shown the same URL again while the table alone (a leaked backup) opens no feed. A new salt
// is a new URL; the old token's hash is gone with it, so the old URL answers 404.

const SALT_BYTES = 16;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export interface FeedSecrets {
  /** The member's token (made on first use), remembering `language` as the feed's language. */
  tokenFor(userId: string, language: Language): Promise<string>;
  /** A new token for the member; the previous one stops working. */
  regenerate(userId: string, language: Language): Promise<string>;
  /** The feed of a token: its member and language, or null for an unknown or replaced token. */
  feedOf(token: string): Promise<{ userId: string; language: Language } | null>;
}

export function createFeedSecrets(db: Db, serverSecret: string): FeedSecrets {
  const key = createHmac('sha256', serverSecret).update('campo calendar feeds').digest();
  const tokenOf = (salt: string) => createHmac('sha256', key).update(salt).digest('hex');

  async function store(userId: string, language: Language, salt: string): Promise<string> {
    const token = tokenOf(salt);
    const row = { salt, token_hash: sha256Hex(token), language };
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, ...row })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
      .execute();
    return token;
  }

  return {
    async tokenFor(userId, language) {
      const existing = await db
        .selectFrom('calendar_feeds')
        .select(['salt', 'token_hash', 'language'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // Kept when nothing changed; a changed server secret gives a new token (as it ends the login sessions).
      if (existing && existing.language === language && existing.token_hash === sha256Hex(tokenOf(existing.salt)))
        return tokenOf(existing.salt);
      return store(userId, language, existing?.salt ?? randomBytes(SALT_BYTES).toString('hex'));
    },
    regenerate: (userId, language) => store(userId, language, randomBytes(SALT_BYTES).toString('hex')),
    async feedOf(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['user_id', 'language'])
        .where('token_hash', '=', sha256Hex(token))
        .executeTakeFirst();
      return row ? { userId: row.user_id, language: row.language === 'en' ? 'en' : 'it' } : null;
    },
  };
}
