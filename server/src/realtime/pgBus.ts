import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Listeners, parseBusEvent, type RealtimeBus } from './bus';

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

export interface PgBusOptions {
  url: string;
  /** The schema the data lives in: instances that share it share the channel (tests use one schema each). */
  schema: string | undefined;
  log: FastifyBaseLogger;
}

/** The NOTIFY channel of a schema: a plain identifier, at most 63 characters. */
export function channelName(schema: string | undefined): string {
  return `campo_rt_${(schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63).toLowerCase();
}

/**
 * Fan-out across server instances: publish is a NOTIFY, and a dedicated LISTEN connection hands every event
 * (this instance's own included) to the subscribers. The connection comes back with backoff when it drops;
 * events sent while it is down are missed, which clients make good by fetching what they missed on reconnect.
 */
export async function createPgBus(options: PgBusOptions): Promise<RealtimeBus> {
  // pg loads with PostgreSQL only (db/connect.ts).
  const { Client } = (await import('pg')).default;
  const channel = channelName(options.schema);
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  let dropped = false;

  const connect = async (): Promise<void> => {
    // Named after its channel, so an operator (or a test) finds the instance's listener in pg_stat_activity.
    const next = new Client({ connectionString: options.url, application_name: channel });
    next.on('notification', (message) => {
      const event = message.payload ? parseBusEvent(message.payload) : null;
      if (event) listeners.emit(event);
    });
    next.on('error', (error) => {
      options.log.warn({ reason: error.message }, 'realtime LISTEN connection failed');
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (closed) return;
      dropped = true;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    attempt = 0;
    // Events NOTIFYed while the listener was down never reached this instance: its sockets catch up.
    if (dropped) listeners.emit({ kind: 'resumed' });
    dropped = false;
  };

  const scheduleReconnect = () => {
    if (retry || closed) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        options.log.warn({ reason: error.message }, 'realtime LISTEN reconnect failed');
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  };

  await connect();

  return {
    async publish(event) {
      // Any connection can NOTIFY; the LISTEN one is at hand and keeps the pool free.
      const sender = client ?? new Client({ connectionString: options.url });
      if (sender !== client) await sender.connect();
      try {
        await sender.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
      } finally {
        if (sender !== client) await sender.end();
      }
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
