import cluster, { type Worker } from 'node:cluster';
import { relayBusBetweenWorkers } from './realtime/clusterBus';

const SHUTDOWN_GRACE_MS = 12_000;

/**
 * WORKERS=N: N node:cluster workers share the port (the primary hands out connections) and the one database
 * (SQLite in WAL mode, or PostgreSQL). The primary migrates and seeds before forking, restarts a worker that
 * dies, and passes SIGINT/SIGTERM on. Resolves once every worker listens.
 */
export async function forkWorkers(count: number): Promise<void> {
  let stopping = false;
  relayBusBetweenWorkers();
  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      worker.on('message', (message: { type?: string }) => {
        if (message?.type === 'campo:listening') resolve(worker);
      });
      worker.once('exit', (code) =>
        reject(new Error(`worker ${worker.process.pid} exited with ${code} while starting`)),
      );
    });

  await Promise.all(Array.from({ length: count }, start));

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    start().catch((error: unknown) => console.error(error));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: closing the workers...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
