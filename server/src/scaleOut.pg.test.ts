import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SESSION_ENDED_CODE } from './realtime/realtime.plugin';
import { multipartPayload } from './storage/testing/multipartPayload';
import { pngFile } from './storage/testing/sampleFiles';
import { bearer, login, openLiveSocket, until } from './testing/liveClient';
import { startServerProcess, type ServerProcess } from './testing/serverProcess';

// Two production servers on one PostgreSQL database, each with a data folder of its own, as two machines behind a
// balancer run them: nothing is shared but the database (README, "Several instances"). Runs in CI's PostgreSQL pass.

const TOKEN_COOKIE = 'Campo-Web-Token';
// A heartbeat that never beats during the test: only the session-ended push can close a socket.
const NO_HEARTBEAT = '1h';

const adminUrl = process.env.DATABASE_URL!;
const databaseName = `campo_scale_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const folders = mkdtempSync(path.join(tmpdir(), 'campo-scale-'));
let a: ServerProcess;
let b: ServerProcess;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const instanceEnv = (name: string) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(folders, name),
  DIST_DIR: path.join(folders, 'no-dist'),
  REALTIME_HEARTBEAT: NO_HEARTBEAT,
  LOG_LEVEL: 'warn',
});

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  // The first migrates and seeds the demo; the second finds both done.
  a = await startServerProcess(instanceEnv('a'));
  b = await startServerProcess(instanceEnv('b'));
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin(`drop database if exists ${databaseName} with (force)`);
  rmSync(folders, { recursive: true, force: true });
}, 60_000);

describe('two instances on one PostgreSQL database, each with its own data folder', () => {
  it('act as one: a token, an upload, a live message and a logout cross from one to the other', async () => {
    const mario = await login(a, 'mario@campo.test');
    const giulia = await login(b, 'giulia@campo.test');

    // A token signed by A works on B (the secret is kept in the database), and B's on A.
    expect((await fetch(`${b.origin}/api/user/profile`, { headers: bearer(mario.token) })).status).toBe(200);
    expect((await fetch(`${a.origin}/api/user/profile`, { headers: bearer(giulia.token) })).status).toBe(200);

    // Giulia listens on A.
    const live = await openLiveSocket(a, giulia.token);

    // A picture sent through A is read through B by its recipient, and by nobody else.
    const picture = pngFile();
    const form = multipartPayload({
      reciever: giulia.id,
      text: 'Foto della partita',
      messageType: 'TextWithPicture',
      picture,
    });
    const sent = await fetch(`${a.origin}/api/user/send/message/in/single`, {
      method: 'POST',
      headers: { ...bearer(mario.token), ...form.headers },
      body: Uint8Array.from(form.payload),
    });
    expect(sent.status).toBe(201);
    const pictureUrl = ((await sent.json()) as { data: { picture: string } }).data.picture;
    const asRecipient = await fetch(`${b.origin}${pictureUrl}`, {
      headers: { cookie: `${TOKEN_COOKIE}=${giulia.token}` },
    });
    expect(asRecipient.status).toBe(200);
    expect(Buffer.from(await asRecipient.arrayBuffer()).equals(picture.bytes)).toBe(true);
    expect((await fetch(`${b.origin}${pictureUrl}`)).status).toBe(404);

    // A message sent through B reaches Giulia's socket on A.
    const textForm = multipartPayload({ reciever: giulia.id, text: 'Ci vediamo alle 18', messageType: 'Text' });
    const text = await fetch(`${b.origin}/api/user/send/message/in/single`, {
      method: 'POST',
      headers: { ...bearer(mario.token), ...textForm.headers },
      body: Uint8Array.from(textForm.payload),
    });
    expect(text.status).toBe(201);
    await until(() => live.texts.includes('Ci vediamo alle 18'), 'the message sent through B on the socket on A');

    // Logging out through B closes the socket on A at once (no heartbeat runs in this test).
    expect((await fetch(`${b.origin}/api/user/logout`, { method: 'POST', headers: bearer(giulia.token) })).status).toBe(
      200,
    );
    expect(await live.closed).toBe(SESSION_ENDED_CODE);
    expect((await fetch(`${a.origin}/api/user/profile`, { headers: bearer(giulia.token) })).status).toBe(401);
  }, 60_000);
});
