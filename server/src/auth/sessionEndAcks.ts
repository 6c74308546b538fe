import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { RealtimeBus } from '../realtime/bus';
import { channelName } from '../realtime/pgBus';

/** How long an end waits for every instance to say it has forgotten the sessions (an instance may be going away). */
export const ACK_WAIT_MS = 1000;

/**
 * How many instances hear the bus, this one included: PostgreSQL's listeners on the schema's channel (each names
 * its LISTEN connection after it, pgBus.ts), the node:cluster workers on SQLite, else this process alone.
 */
export function busAudience(database: DatabaseHandle, workers: number): () => Promise<number> {
  const postgres = database.postgres;
  if (postgres) {
    const channel = channelName(postgres.schema);
    return async () => {
      const { rows } = await sql<{ listeners: number }>`select count(*)::int as listeners from pg_stat_activity
        where application_name = ${channel} and datname = current_database()`.execute(database.db);
      return Math.max(1, rows[0]?.listeners ?? 1);
    };
  }
  const count = cluster.isWorker ? workers : 1;
  return async () => count;
}

export const newInstanceId = () => randomBytes(6).toString('base64url');

/**
 * Every instance answers a session end it has heard (after its own subscribers, the session cache first, have
 * forgotten the sessions) with an acknowledgement: a `sessions-ended` of no session, naming the end it answers.
 */
export function acknowledgeSessionEnds(bus: RealtimeBus, instanceId: string, onError: (error: Error) => void) {
  return bus.subscribe((event) => {
    if (event.kind !== 'sessions-ended' || !event.endId || event.sessionIds.length === 0) return;
    bus
      .publish({ kind: 'sessions-ended', userId: event.userId, sessionIds: [], ackOf: event.endId, from: instanceId })
      .catch(onError);
  });
}

/** Resolves once `expected` instances have acknowledged the end `endId`, or after ACK_WAIT_MS. */
export function acknowledgements(bus: RealtimeBus, endId: string, expected: number) {
  let stop = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    const from = new Set<string>();
    const timer = setTimeout(() => stop(), ACK_WAIT_MS);
    const unsubscribe = bus.subscribe((event) => {
      if (event.kind !== 'sessions-ended' || event.ackOf !== endId || typeof event.from !== 'string') return;
      from.add(event.from);
      if (from.size >= expected) stop();
    });
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
  });
  return { done, stop };
}
