// `npm run migrate`: apply pending migrations to DATABASE_URL, or to <DATA_DIR>/campo.sqlite.
import { resolve } from 'node:path';
import { connectDatabase, sqliteFileFor } from './connect';
import { migrateToLatest } from './migrate';

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const handle = await connectDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    sqliteFile: sqliteFileFor(dataDir),
  });
  try {
    const results = await migrateToLatest(handle.db);
    if (results.length === 0) console.info(`${handle.dialect}: already up to date.`);
    for (const r of results) console.info(`${handle.dialect}: ${r.migrationName} ${r.status}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
