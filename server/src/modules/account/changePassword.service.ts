import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import type { Language } from '../../i18n/language';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { accountTexts } from './account.texts';

/**
 * Replaces the password after checking the old one. The session stays valid (token_version is not bumped): the
 * SPA keeps the user logged in after the change.
 */
export async function changePassword(
  deps: { db: Db; language: Language },
  userId: string,
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  if (input.newPassword !== input.confirmPassword) throw accountTexts.error(400, 'passwordsDoNotMatch');
  const user = await deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw accountTexts.error(400, 'wrongOldPassword');
  }
  const now = nowIso();
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.newPassword), is_password_changed: 1, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
