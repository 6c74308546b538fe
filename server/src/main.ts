import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index';
import { configuredUploadStore, relocateIntoConfiguredStore } from './storage/configuredUploadStore';
import { forkWorkers } from './workers';
import { fillTokenSecretFromDataDir } from './tokenSecretFile';

const SHUTDOWN_GRACE_MS = 10_000;
const DEMO_LOGINS = ['mario@campo.test', 'giulia@campo.test'];

function readConfig(): AppConfig {
  // A .env file in the working directory fills variables the environment does not already set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const secretFile = cluster.isPrimary ? fillTokenSecretFromDataDir(process.env) : null;
    if (secretFile) console.info(`TOKEN_SECRET is not set: using the generated secret kept in ${secretFile}`);
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Migrations, the one-time move of old uploads and the demo seed, once, before any process serves. */
async function prepareDatabase(config: AppConfig, database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db);
  await relocateIntoConfiguredStore(config, database.db, console);
  if (config.seed.onEmpty && (await isDatabaseEmpty(database.db))) {
    console.info('Empty database: loading the demo data...');
    const uploads = configuredUploadStore(config, database.db);
    await seedDemoData(database.db, { uploads, password: config.seed.password });
  }
}

function printWelcome(config: AppConfig, database: DatabaseHandle): void {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.info(`\nCampo is running at ${url} (API docs: ${url}/api/docs)`);
  console.info(`Database: ${database.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile}`);
  if (config.workers > 1) console.info(`Workers: ${config.workers} processes share port ${config.port}`);
  console.info(`Demo logins: ${DEMO_LOGINS.join(' / ')} with password ${config.seed.password}`);
}

async function serve(config: AppConfig, database: DatabaseHandle): Promise<void> {
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) printWelcome(config, database);
  else process.send?.({ type: 'campo:listening' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (cluster.isPrimary) console.info(`${signal} received: closing...`);
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

async function main(): Promise<void> {
  const config = readConfig();
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  if (cluster.isPrimary) await prepareDatabase(config, database);
  if (cluster.isPrimary && config.workers > 1) {
    await database.close();
    await forkWorkers(config.workers);
    printWelcome(config, database);
    return;
  }
  await serve(config, database);
}

main().catch((error: unknown) => {
  console.error('Campo failed to start:', error);
  process.exit(1);
});
