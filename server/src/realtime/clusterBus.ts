import cluster from 'node:cluster';
import { Listeners, parseBusEvent, type BusEvent, type RealtimeBus } from './bus';

/** The IPC message that carries a bus event between a worker and the primary. */
const BUS_MESSAGE = 'campo:bus';

interface BusMessage {
  type: typeof BUS_MESSAGE;
  event: string;
}

const isBusMessage = (message: unknown): message is BusMessage =>
  typeof message === 'object' && message !== null && (message as BusMessage).type === BUS_MESSAGE;

/** What a worker needs of its IPC channel to the primary (the worker's `process`, or a stand-in in tests). */
export interface WorkerChannel {
  send?(message: BusMessage): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * WORKERS=N on SQLite: the workers share no database channel, so a worker's events go to the primary, which hands
 * them to every worker (the sender included), and each delivers them to its own sockets. PostgreSQL uses
 * LISTEN/NOTIFY instead (pgBus.ts).
 */
export function createWorkerBus(channel: WorkerChannel = process): RealtimeBus {
  const listeners = new Listeners();
  const receive = (message: unknown) => {
    const event = isBusMessage(message) ? parseBusEvent(message.event) : null;
    if (event) listeners.emit(event);
  };
  channel.on('message', receive);
  return {
    publish: async (event: BusEvent) => {
      channel.send?.({ type: BUS_MESSAGE, event: JSON.stringify(event) });
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {
      channel.off('message', receive);
    },
  };
}

/** In the primary: every bus event a worker sends goes to every live worker. */
export function relayBusBetweenWorkers(): void {
  cluster.on('message', (_from, message: unknown) => {
    if (!isBusMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(message);
    }
  });
}
