// `npm run seed`: migrate, then fill an empty database with the demo data. `npm run seed -- --scale 100` grows the
// new demo 100 times (6,000 events, 100,000 favourites, 50,000 messages) for the large-data bench.
import { loadConfig } from '../../config';
import { configuredUploadStore } from '../../storage/configuredUploadStore';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { seedScale } from './scale';
import { countRows } from './summary';
import { DEMO_MEMBER_EMAILS, seedDemoData } from './index';

function scaleArgument(argv: readonly string[]): number {
  const index = argv.indexOf('--scale');
  if (index === -1) return 1;
  const scale = Number(argv[index + 1]);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000)
    throw new Error('--scale needs a whole number from 1 to 1000');
  return scale;
}

async function main(): Promise<void> {
  const scale = scaleArgument(process.argv.slice(2));
  // The server's own settings: the files go to the store it reads (UPLOAD_STORE), the rows to its database.
  const config = loadConfig();
  const password = config.seed.password;
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    const result = await seedDemoData(handle.db, { uploads: configuredUploadStore(config, handle.db), password });
    const where = handle.dialect === 'sqlite' ? config.sqliteFile : 'PostgreSQL (DATABASE_URL)';
    if (!result.created) {
      console.info(`Database ${where} already holds data: nothing seeded.`);
      return;
    }
    if (scale > 1) {
      const grown = await seedScale(handle.db, scale);
      console.info(
        `Scale ${scale}: ${grown.events} more events, ${grown.users} members with ${grown.favourites} favourites, ${grown.messages} more messages`,
      );
    }
    console.info(
      `Seeded ${where} in ${Date.now() - started} ms; ${result.files} files in the ${config.uploadStore.kind} upload store`,
    );
    for (const [table, count] of Object.entries(await countRows(handle.db)))
      console.info(`  ${table.padEnd(24)} ${count}`);
    console.info(
      `Demo members: ${DEMO_MEMBER_EMAILS.mario}, ${DEMO_MEMBER_EMAILS.giulia} (password from SEED_PASSWORD, default campo1234)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
