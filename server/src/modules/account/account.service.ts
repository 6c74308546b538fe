import type { Sessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { PROFILE_COLUMNS, toProfile, type Profile } from './account.profile';
import { loadProfileRelations } from './profile.service';
import { coreTexts } from '../../i18n/catalogue';

let timingDecoy: Promise<string> | undefined;

/** A real hash to verify against when the e-mail is unknown, so both failures take the same time. */
function decoyHash(): Promise<string> {
  timingDecoy ??= hashPassword('campo-timing-decoy');
  return timingDecoy;
}

export async function login(
  deps: { db: Db; sessions: Sessions },
  credentials: { email: string; password: string },
  device: string | null = null,
): Promise<{ token: string; user: Profile }> {
  const user = await deps.db
    .selectFrom('users')
    .select([...PROFILE_COLUMNS, 'password_hash', 'email_verified_at'])
    .where('email', '=', credentials.email.trim().toLowerCase())
    .executeTakeFirst();
  const passwordMatches = await verifyPassword(user?.password_hash ?? (await decoyHash()), credentials.password);
  if (!user || !passwordMatches) throw coreTexts.error(400, 'auth.wrongCredentials');
  if (user.user_type === 'association') throw coreTexts.error(403, 'auth.associationUseAdminSite');
  if (!user.email_verified_at) throw coreTexts.error(403, 'auth.emailNotVerified');
  const token = await deps.sessions.start(user.id, device);
  return { token, user: toProfile(user, await loadProfileRelations(deps.db, user.id)) };
}
