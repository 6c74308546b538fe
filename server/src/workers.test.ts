import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The pids in the access log lines of answered requests. */
function answeringPids(logText: string): Set<number> {
  const pids = new Set<number>();
  for (const line of logText.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; pid?: number };
    if (entry.msg === 'request completed' && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

describe('WORKERS=2', () => {
  let dataDir: string;
  let server: ChildProcess;
  let output = '';

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campo-workers-'));
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two worker processes on the one port and SQLite file', async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_ON_EMPTY: 'false',
        LOG_LEVEL: 'info',
        ACCESS_LOG: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (output.includes('Workers: 2 processes')) {
          clearInterval(check);
          resolve();
        } else if (server.exitCode !== null) {
          clearInterval(check);
          reject(new Error(`server exited: ${output}`));
        }
      }, 100);
    });

    // A new connection per request: the primary hands connections to the workers in turn.
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
      expect((await response.json()).database).toBe('sqlite');
    }

    const pids = answeringPids(output);
    expect(pids.size).toBe(2);
    expect(pids.has(server.pid!)).toBe(false);
  }, 90_000);
});
