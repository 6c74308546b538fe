import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import { createLocalBus, type RealtimeBus } from './bus';
import { createPgBus } from './pgBus';

/** In-process on SQLite; over PostgreSQL LISTEN/NOTIFY when the data is in PostgreSQL, so instances share events. */
export function createRealtimeBus(database: DatabaseHandle, log: FastifyBaseLogger): Promise<RealtimeBus> {
  if (database.postgres) return createPgBus({ url: database.postgres.url, schema: database.postgres.schema, log });
  return Promise.resolve(createLocalBus());
}
