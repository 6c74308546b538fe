import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  /** The client key header every /api call needs. */
  clientKey: Record<string, string>;
  /** app.inject with the client key already set (headers given here are added on top). */
  api(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * An app on a fresh migrated database (SQLite, or PostgreSQL with DATABASE_URL). `env` overrides the
 * environment the config is read from; routes may still be added to `app` before the first request.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DIST_DIR: `${database.dataDir}/no-dist`,
    ...env,
  });
  const app = await buildApp(config, { database });
  const clientKey = { [config.secretHeader.name]: config.secretHeader.value };
  return {
    app,
    config,
    database,
    clientKey,
    api: (options) => app.inject({ ...options, headers: { ...clientKey, ...options.headers } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
