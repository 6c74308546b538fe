import type { Db } from '../db/database';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/language';

/**
 * The language a mail to this member goes out in: the one they last chose (users.language), whoever's request
 * triggered the mail; `fallback` (the default language unless given) when they never chose one.
 */
export async function memberLanguage(
  db: Db,
  who: { userId: string } | { email: string },
  fallback: Language = DEFAULT_LANGUAGE,
): Promise<Language> {
  const query = db.selectFrom('users').select('language');
  const row = await (
    'userId' in who ? query.where('id', '=', who.userId) : query.where('email', '=', who.email)
  ).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : fallback;
}

/** Keeps the member's chosen language (at login from the `lang` cookie, or on a switch in the SPA). */
export async function rememberMemberLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}
