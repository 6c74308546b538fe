import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index';

const SHUTDOWN_GRACE_MS = 10_000;
const DEMO_LOGINS = ['mario@campo.test', 'giulia@campo.test'];

function readConfig(): AppConfig {
  // A .env file in the working directory fills variables the environment does not already set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  await migrateToLatest(database.db);
  if (config.seed.onEmpty && (await isDatabaseEmpty(database.db))) {
    console.info('Empty database: loading the demo data...');
    await seedDemoData(database.db, { dataDir: config.dataDir, password: config.seed.password });
  }

  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.info(`\nCampo is running at ${url} (API docs: ${url}/api/docs)`);
  console.info(`Database: ${database.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile}`);
  console.info(`Demo logins: ${DEMO_LOGINS.join(' / ')} with password ${config.seed.password}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`${signal} received: closing...`);
    const forceExit = setTimeout(() => {
      console.error('Shutdown took too long: exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Error while closing:', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Campo failed to start:', error);
  process.exit(1);
});
