import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_ENDED_CODE } from './realtime/realtime.plugin';
import { multipartPayload } from './storage/testing/multipartPayload';
import { bearer, login, openLiveSocket, until, type LiveSocket } from './testing/liveClient';
import { startServerProcess, type ServerProcess } from './testing/serverProcess';

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

describe('WORKERS=2 on SQLite', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campo-workers-'));
    server = await startServerProcess(
      {
        NODE_ENV: 'test',
        WORKERS: '2',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'info',
        ACCESS_LOG: 'true',
        // Only the bus can close a socket during the test.
        REALTIME_HEARTBEAT: '1h',
      },
      'Workers: 2 processes',
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two worker processes on the one port and SQLite file', async () => {
    // A new connection per request: the primary hands connections to the workers in turn.
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${server.origin}/api/health`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
      expect((await response.json()).database).toBe('sqlite');
    }

    const pids = answeringPids(server.output());
    expect(pids.size).toBe(2);
    expect(pids.has(server.pid)).toBe(false);
  });

  it('delivers live events to the sockets of every worker', async () => {
    const giulia = await login(server, 'giulia@campo.test');
    const mario = await login(server, 'mario@campo.test');
    // Four connections handed out in turn: both workers hold some of Giulia's sockets.
    const sockets: LiveSocket[] = [];
    for (let index = 0; index < 4; index += 1) sockets.push(await openLiveSocket(server, giulia.token));

    const form = multipartPayload({ reciever: giulia.id, text: 'Allenamento spostato alle 19', messageType: 'Text' });
    const sent = await fetch(`${server.origin}/api/user/send/message/in/single`, {
      method: 'POST',
      headers: { ...bearer(mario.token), ...form.headers },
      body: Uint8Array.from(form.payload),
    });
    expect(sent.status).toBe(201);
    await until(
      () => sockets.every(({ texts }) => texts.includes('Allenamento spostato alle 19')),
      `the message on every socket: ${JSON.stringify(sockets.map(({ texts }) => texts))}`,
    );

    const logout = await fetch(`${server.origin}/api/user/logout`, {
      method: 'POST',
      headers: { ...bearer(giulia.token), connection: 'close' },
    });
    expect(logout.status).toBe(200);
    expect(await Promise.all(sockets.map(({ closed }) => closed))).toEqual(sockets.map(() => SESSION_ENDED_CODE));
  });
});
