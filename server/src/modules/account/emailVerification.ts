import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { accountTexts } from './account.texts';
import { normaliseEmail } from './formValues';
import { newLinkToken, sha256Hex } from './secretHash';

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** Stores a single-use verification (token hashed) and answers the token for the link. */
export async function createEmailVerification(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newLinkToken();
  await db
    .insertInto('email_verifications')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256Hex(token),
      expires_at: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export interface VerificationLink {
  id: string;
  email: string;
  token: string;
}

/** Marks the e-mail verified: 400 for a link that matches nothing, 409 once used, 410 after 48 hours. */
export async function verifyEmail(db: Db, link: VerificationLink): Promise<void> {
  const verification = await db
    .selectFrom('email_verifications')
    .innerJoin('users', 'users.id', 'email_verifications.user_id')
    .select(['email_verifications.id', 'email_verifications.expires_at', 'email_verifications.used_at', 'users.email'])
    .where('email_verifications.token_hash', '=', sha256Hex(link.token))
    .where('email_verifications.user_id', '=', link.id)
    .executeTakeFirst();
  if (!verification || verification.email !== normaliseEmail(link.email)) {
    throw accountTexts.error(400, 'verifyLinkWrong');
  }
  if (verification.used_at) throw accountTexts.error(409, 'verifyLinkUsed');
  if (Date.parse(verification.expires_at) <= Date.now()) throw accountTexts.error(410, 'verifyLinkExpired');

  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // The used_at condition makes two clicks racing each other count once.
    const claimed = await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('id', '=', verification.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw accountTexts.error(409, 'verifyLinkUsed');
    await trx
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', link.id)
      .where('email_verified_at', 'is', null)
      .execute();
  });
}
