import { randomInt } from 'node:crypto';
import type { Sessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import type { Language } from '../../i18n/language';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { memberLanguage } from '../../mail/recipientLanguage';
import { resetCodeMail } from './account.mails';
import { accountTexts } from './account.texts';
import { normaliseEmail } from './formValues';
import type { ResetTokens } from './resetTokens';
import { codeHash, sameHex } from './secretHash';

export const RESET_CODE_TTL_MINUTES = 10;
export const MAX_CODE_TRIES = 5;

export interface ResetDeps {
  db: Db;
  /** The server's token secret: codes are stored as HMACs keyed with it. */
  secret: string;
  language: Language;
}

/** Mails a fresh 6-digit code when the e-mail has an account; says nothing either way (no account enumeration). */
export async function requestResetCode(deps: ResetDeps & { mailer: Mailer }, emailText: string): Promise<void> {
  const email = normaliseEmail(emailText);
  const user = await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await deps.db
    .insertInto('password_reset_codes')
    .values({
      id,
      user_id: user.id,
      code_hash: codeHash(deps.secret, id, code),
      expires_at: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  // The account's language, not the asking page's: anyone may ask for a code to be sent to this address.
  const language = await memberLanguage(deps.db, { userId: user.id }, deps.language);
  await deps.mailer.send(resetCodeMail(language, email, code, RESET_CODE_TTL_MINUTES));
}

/**
 * Checks the latest code sent to the e-mail and answers a short-lived reset token. Every check of a code counts
 * one of its MAX_CODE_TRIES (taken atomically before comparing, so parallel guesses cannot exceed it).
 */
export async function verifyResetCode(
  deps: ResetDeps & { resetTokens: ResetTokens },
  input: { email: string; code: string },
): Promise<string> {
  const { db } = deps;
  const latest = await db
    .selectFrom('password_reset_codes')
    .innerJoin('users', 'users.id', 'password_reset_codes.user_id')
    .select([
      'password_reset_codes.id',
      'password_reset_codes.user_id',
      'password_reset_codes.code_hash',
      'password_reset_codes.expires_at',
      'password_reset_codes.used_at',
    ])
    .where('users.email', '=', normaliseEmail(input.email))
    .orderBy('password_reset_codes.created_at', 'desc')
    .orderBy('password_reset_codes.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.used_at) throw accountTexts.error(400, 'codeWrong');
  if (Date.parse(latest.expires_at) <= Date.now()) throw accountTexts.error(410, 'codeExpired');

  const tryTaken = await db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', MAX_CODE_TRIES)
    .executeTakeFirst();
  if (Number(tryTaken.numUpdatedRows) !== 1) throw accountTexts.error(429, 'codeTooManyTries');
  if (!sameHex(codeHash(deps.secret, latest.id, input.code), latest.code_hash)) {
    throw accountTexts.error(400, 'codeWrong');
  }
  return deps.resetTokens.sign({ userId: latest.user_id, codeId: latest.id });
}

/**
 * Sets the new password with a reset token: marks the code used (single use), verifies the e-mail (the code
 * proved it) and revokes every session token issued before.
 */
export async function resetPassword(
  deps: { resetTokens: ResetTokens; sessions: Sessions; language: Language },
  token: string | null,
  password: string,
): Promise<void> {
  const claims = token ? await deps.resetTokens.verify(token) : null;
  if (!claims) throw accountTexts.error(401, 'resetTokenInvalid');
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await deps.sessions.endAll(claims.userId, async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_codes')
      .set({ used_at: now })
      .where('id', '=', claims.codeId)
      .where('user_id', '=', claims.userId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw accountTexts.error(401, 'resetTokenInvalid');
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        is_password_changed: 1,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
        updated_at: now,
      }))
      .where('id', '=', claims.userId)
      .execute();
  });
}
