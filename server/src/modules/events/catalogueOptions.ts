import type { Db } from '../../db/database';
import { eventTexts } from './events.texts';

export async function specialityOptions(db: Db) {
  const rows = await db
    .selectFrom('specialities')
    .select(['id', 'title'])
    .orderBy('sort_order')
    .orderBy('title')
    .execute();
  return rows.map((row) => ({ _id: row.id, title: row.title }));
}

/** The categories of one speciality, by name; 404 for an unknown speciality. */
export async function categoriesOfSpeciality(db: Db, specialityId: string) {
  const speciality = await db.selectFrom('specialities').select('id').where('id', '=', specialityId).executeTakeFirst();
  if (!speciality) throw eventTexts.error(404, 'specialityNotFound');
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'icon'])
    .where('speciality_id', '=', specialityId)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, icon: row.icon }));
}
