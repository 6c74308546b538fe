import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../testing/testDb';

/**
 * The OpenAPI document as /api/docs/json serves it, built on a throw-away SQLite database without listening,
 * with the default configuration, so it is the same on every machine (`npm run contract` commits it).
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const savedUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const database = await createTestDatabase();
  if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      DIST_DIR: `${database.dataDir}/no-dist`,
    });
    const app = await buildApp(config, { database });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Stable text of the document: two-space JSON, one trailing newline. */
export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;
