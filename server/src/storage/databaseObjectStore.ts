import type { Db } from '../db/database';
import type { ObjectStore } from './objectStore';

/** Objects in the `uploads` table (migration 0012): every server on the database reads what any of them wrote. */
export function createDatabaseObjectStore(db: Db): ObjectStore {
  return {
    async put(key, bytes, contentType) {
      await db
        .insertInto('uploads')
        .values({ path: key, content_type: contentType, bytes })
        .onConflict((oc) => oc.column('path').doUpdateSet({ content_type: contentType, bytes }))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('uploads')
        .select(['content_type', 'bytes'])
        .where('path', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      return { bytes: Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes), contentType: row.content_type };
    },
    async delete(key) {
      await db.deleteFrom('uploads').where('path', '=', key).execute();
    },
  };
}
