import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ID_PATTERN } from '../../lib/ids';
import { accountTexts } from './account.texts';

/**
 * The association signup's speciality: the SPA's form has a free text field (the specialities list needs a login),
 * so the title typed there ("pallavolo", "Pallavolo ") is accepted as well as the id. An unknown value is
 * refused with the titles that exist, so the person signing up can correct it.
 */
export async function chosenSpecialityId(db: Db, value: string): Promise<string> {
  const wanted = value.trim();
  const query = db.selectFrom('specialities').select('id');
  const found = ID_PATTERN.test(wanted)
    ? await query.where('id', '=', wanted).executeTakeFirst()
    : await query.where(sql<string>`lower(title)`, '=', wanted.toLowerCase()).executeTakeFirst();
  if (found) return found.id;

  const titles = await db.selectFrom('specialities').select('title').orderBy('title').execute();
  throw accountTexts.error(400, 'unknownSpeciality', { titles: titles.map((row) => row.title).join(', ') });
}
