import { existsSync, readdirSync } from 'node:fs';
import type { TestApp } from '../../testing/testApp';

/** Whether the app's upload store (folder or database, whichever the test runs on) holds the file at `url`. */
export async function isStored(t: TestApp, url: string): Promise<boolean> {
  return (await t.app.uploads.read(url)) !== null;
}

/** Files in both stores a test app may use: the local folder and the database's `uploads` table. */
export async function storedUploadCount(t: TestApp): Promise<number> {
  const dir = t.config.uploadsDir;
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;
  const rows = await t.database.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return files + Number(rows.n);
}
