import type { Kysely } from 'kysely';
import { dialectOf } from './dialect';
import { columnKit } from './columns';

// Forward-only. Upload bytes in the database, so every server on it reads every upload (the default store with
// DATABASE_URL; storage/databaseObjectStore.ts), and an index to find the message a chat picture belongs to (who
// may read it: storage/uploadAccess.ts). Old uploads move to unguessable names at start-up (storage/relocateUploads.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema
    .createTable('uploads')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  // One row per store the start-up relocation has finished filling (by store name: local, database, s3:<bucket>).
  await db.schema
    .createTable('upload_relocations')
    .addColumn('store', 'text', (c) => c.primaryKey())
    .addColumn('done_at', k.instant, k.createdAt)
    .execute();
  await db.schema
    .createIndex('messages_picture_idx')
    .on('messages')
    .column('picture')
    .where('picture', 'is not', null)
    .execute();
}
