import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import cluster from 'node:cluster';
import { createLocalBus, type RealtimeBus } from './bus';
import { createWorkerBus } from './clusterBus';
import { createPgBus } from './pgBus';

/**
 * Over PostgreSQL LISTEN/NOTIFY when the data is in PostgreSQL, so instances share events; on SQLite through the
 * primary process between WORKERS, or in-process when one process serves.
 */
export function createRealtimeBus(database: DatabaseHandle, log: FastifyBaseLogger): Promise<RealtimeBus> {
  if (database.postgres) return createPgBus({ url: database.postgres.url, schema: database.postgres.schema, log });
  return Promise.resolve(cluster.isWorker ? createWorkerBus() : createLocalBus());
}
