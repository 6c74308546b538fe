import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import type { Sessions } from '../../auth/sessions';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { accountTexts } from './account.texts';

/**
 * Replaces the password after checking the old one and ends every other session of the user (other devices log
 * in again); the current session stays valid, so the SPA keeps the user logged in after the change.
 */
export async function changePassword(
  deps: { db: Db; sessions: Sessions },
  session: { userId: string; sessionId: string },
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  if (input.newPassword !== input.confirmPassword) throw accountTexts.error(400, 'passwordsDoNotMatch');
  const { userId, sessionId } = session;
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw accountTexts.error(400, 'wrongOldPassword');
  }
  const now = nowIso();
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.newPassword), is_password_changed: 1, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await deps.sessions.endOthers(userId, sessionId);
}
