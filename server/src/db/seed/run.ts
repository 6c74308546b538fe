// `npm run seed`: migrate, then fill an empty database with the demo data.
import { resolve } from 'node:path';
import { connectDatabase, sqliteFileFor } from '../connect';
import { migrateToLatest } from '../migrate';
import { countRows } from './summary';
import { DEMO_MEMBER_EMAILS, seedDemoData } from './index';

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const password = process.env.SEED_PASSWORD || 'campo1234';
  const handle = connectDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, sqliteFile: sqliteFileFor(dataDir) });
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    const result = await seedDemoData(handle.db, { dataDir, password });
    const where = handle.dialect === 'sqlite' ? sqliteFileFor(dataDir) : 'PostgreSQL (DATABASE_URL)';
    if (!result.created) {
      console.info(`Database ${where} already holds data: nothing seeded.`);
      return;
    }
    console.info(`Seeded ${where} in ${Date.now() - started} ms; ${result.files} files under ${resolve(dataDir, 'uploads/seed')}`);
    for (const [table, count] of Object.entries(await countRows(handle.db))) console.info(`  ${table.padEnd(24)} ${count}`);
    console.info(`Demo members: ${DEMO_MEMBER_EMAILS.mario}, ${DEMO_MEMBER_EMAILS.giulia} (password from SEED_PASSWORD, default campo1234)`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
