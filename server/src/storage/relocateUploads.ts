import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, TableName } from '../db/database';
import { contentTypeOfName } from './contentTypes';
import type { ObjectStore } from './objectStore';
import { parseUploadUrl } from './uploadStore';

/** Every column that holds `/uploads/...` URLs. */
export const UPLOAD_URL_COLUMNS: ReadonlyArray<readonly [TableName, string]> = [
  ['users', 'picture'],
  ['users', 'identity_document_url'],
  ['events', 'picture'],
  ['event_images', 'url'],
  ['event_documents', 'url'],
  ['product_categories', 'image'],
  ['brands', 'logo'],
  ['product_variant_images', 'url'],
  ['product_order_items', 'image'],
  ['teams', 'logo'],
  ['message_threads', 'logo'],
  ['messages', 'picture'],
];

// Names before issue 22: time-ordered 24-hex ids, guessable from one another.
const OLD_UPLOAD_URL =
  /^\/uploads\/(profile|gallery|association-logo|identity-document|chat|group-logo)\/([0-9a-f]{24})\.(jpg|png|gif|webp|pdf)$/;

export interface RelocationTarget {
  db: Db;
  /** The configured store (UPLOAD_STORE). */
  store: ObjectStore;
  /** Its name in `upload_relocations` (configuredUploadStore.ts storeName). */
  storeName: string;
  /** `<DATA_DIR>/uploads`, where every file lived before; the same store as `store` when UPLOAD_STORE=local. */
  localFolder: ObjectStore;
  storeIsLocalFolder: boolean;
  log: { warn(message: string): void; info(message: string): void };
}

export interface RelocationResult {
  /** false when an earlier start already finished it for this store. */
  ran: boolean;
  renamed: number;
  copied: number;
  /** Rows point at a file found nowhere: left as they are (their URL answers 404). */
  missing: number;
}

async function referencedUrls(db: Db): Promise<string[]> {
  const urls = new Set<string>();
  for (const [table, column] of UPLOAD_URL_COLUMNS) {
    const { rows } = await sql<{ url: string }>`
      select distinct ${sql.ref(column)} as url from ${sql.table(table)} where ${sql.ref(column)} like '/uploads/%'
    `.execute(db);
    for (const row of rows) urls.add(row.url);
  }
  return [...urls];
}

/** Points every row holding `from` at `to`; answers how many rows changed. */
async function repoint(db: Db, from: string, to: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let changed = 0;
    for (const [table, column] of UPLOAD_URL_COLUMNS) {
      const result =
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to} where ${sql.ref(column)} = ${from}`.execute(
          trx,
        );
      changed += Number(result.numAffectedRows ?? 0);
    }
    return changed;
  });
}

/**
 * One-time move of the uploads made before issue 22 (run at start-up after the migrations, main.ts): each file with an
 * old guessable name (`/uploads/<kind>/<24 hex>.<ext>`) gets a new unguessable name in the configured store, every
 * row that names it is updated and the old file removed, so old URLs answer 404. With a shared store (database,
 * S3) the files still only on this machine's folder (seed files, identity documents) are copied into it. Safe to run
 * again and on several servers at once: a finished run leaves a row in `upload_relocations` for the store, and a
 * copy whose rows another server already moved is deleted.
 */
export async function relocateUploads(target: RelocationTarget): Promise<RelocationResult> {
  const { db, store, localFolder, log } = target;
  const result: RelocationResult = { ran: false, renamed: 0, copied: 0, missing: 0 };
  const done = await db
    .selectFrom('upload_relocations')
    .select('store')
    .where('store', '=', target.storeName)
    .executeTakeFirst();
  if (done) return result;
  result.ran = true;

  for (const url of await referencedUrls(db)) {
    const old = OLD_UPLOAD_URL.exec(url);
    const key = old ? `${old[1]}/${old[2]}.${old[3]}` : parseUploadUrl(url)?.key;
    if (!key) continue;
    if (!old && (target.storeIsLocalFolder || (await store.get(key)))) continue;
    const file = (await localFolder.get(key)) ?? (target.storeIsLocalFolder ? null : await store.get(key));
    if (!file) {
      result.missing += 1;
      log.warn(`Upload ${url} is named in the database but found in no store: left as it is`);
      continue;
    }
    if (!old) {
      await store.put(key, file.bytes, file.contentType);
      result.copied += 1;
      continue;
    }
    const newKey = `${old[1]}/${randomBytes(16).toString('hex')}.${old[3]}`;
    await store.put(newKey, file.bytes, contentTypeOfName(newKey));
    if ((await repoint(db, url, `/uploads/${newKey}`)) === 0) {
      await store.delete(newKey);
      continue;
    }
    await localFolder.delete(key);
    if (!target.storeIsLocalFolder) await store.delete(key);
    result.renamed += 1;
  }

  await db
    .insertInto('upload_relocations')
    .values({ store: target.storeName })
    .onConflict((oc) => oc.column('store').doNothing())
    .execute();
  if (result.renamed + result.copied > 0) {
    log.info(
      `Uploads relocated into the ${target.storeName} store: ${result.renamed} renamed, ${result.copied} copied`,
    );
  }
  return result;
}
