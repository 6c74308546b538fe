import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, login, until } from '../testing/liveClient';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

// WORKERS=2 on SQLite: each worker process trusts the sessions it has seen from its own cache, and a session ended
// through one worker is refused by both on the next request (the primary relays `sessions-ended` to every worker
// before the ending request is answered). A cache TTL far longer than the test: only the relay can refuse.

/** The pids of the access log lines of answered requests, with their status codes. */
function answers(logText: string): Array<{ pid: number; status: number }> {
  return logText
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; pid?: number; res?: { statusCode?: number } })
    .filter((entry) => entry.msg === 'request completed' && entry.pid)
    .map((entry) => ({ pid: entry.pid!, status: entry.res?.statusCode ?? 0 }));
}

/** The pids that answered `status` after `from` in the log, once `count` such answers are in it (it is written late). */
async function answeringPids(server: ServerProcess, from: number, count: number, status: number): Promise<Set<number>> {
  const logged = () => answers(server.output().slice(from)).filter((answer) => answer.status === status);
  await until(() => logged().length >= count, `${count} answers ${status} in the access log`);
  return new Set(logged().map(({ pid }) => pid));
}

describe('the session caches of WORKERS=2 on SQLite', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campo-scale-workers-'));
    server = await startServerProcess(
      {
        NODE_ENV: 'test',
        WORKERS: '2',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'info',
        ACCESS_LOG: 'true',
        SESSION_CACHE_TTL: '1h',
      },
      'Workers: 2 processes',
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A new connection per request: the primary hands connections to the workers in turn.
  const profiles = async (token: string, times: number) => {
    const statuses: number[] = [];
    for (let index = 0; index < times; index += 1) {
      const response = await fetch(`${server.origin}/api/user/profile`, {
        headers: { ...bearer(token), connection: 'close' },
      });
      statuses.push(response.status);
    }
    return statuses;
  };

  it('refuse a session on both workers right after its logout through one of them', async () => {
    const { token } = await login(server, 'mario@campo.test');
    const seenFrom = server.output().length;
    expect(await profiles(token, 4)).toEqual([200, 200, 200, 200]);
    expect((await answeringPids(server, seenFrom, 4, 200)).size).toBe(2);

    for (let round = 0; round < 3; round += 1) {
      const { token: other } = await login(server, 'mario@campo.test');
      expect(await profiles(other, 2)).toEqual([200, 200]);
      const logout = await fetch(`${server.origin}/api/user/logout`, {
        method: 'POST',
        headers: { ...bearer(other), connection: 'close' },
      });
      expect(logout.status).toBe(200);
      const refusedFrom = server.output().length;
      expect(await profiles(other, 2)).toEqual([401, 401]);
      expect((await answeringPids(server, refusedFrom, 2, 401)).size).toBe(2);
    }
    expect(await profiles(token, 2)).toEqual([200, 200]);
  }, 60_000);
});
