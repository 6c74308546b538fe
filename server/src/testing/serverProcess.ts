import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

const ROOT = path.resolve(__dirname, '../../..');
// A safety net so a server that never answers fails the test instead of hanging it; never a timing assertion.
const START_LIMIT_MS = 90_000;

export interface ServerProcess {
  origin: string;
  pid: number;
  /** What the server printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `server/src/main.ts` in a process of its own (through tsx), as a machine of a scaled-out deployment runs it, on
 * the environment given (nothing inherited but PATH and HOME). Resolves once GET /api/health answers and the
 * server has printed `readyText` (WORKERS: the primary's line once every worker listens).
 */
export async function startServerProcess(env: Record<string, string>, readyText = ''): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let printed = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${printed}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && printed.includes(readyText)) return { origin, pid: child.pid!, output: () => printed, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${START_LIMIT_MS} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
