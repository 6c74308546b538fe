import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { person, type Person } from '../modules/messages/testing/chatFixtures';
import { detectFile } from '../storage/fileSignature';
import { multipartPayload, type FormValue } from '../storage/testing/multipartPayload';
import { pdfFile, pngFile } from '../storage/testing/sampleFiles';
import type { UploadKind } from '../storage/uploadStore';
import { createTestApp, type TestApp } from '../testing/testApp';
import { secondConnection } from '../testing/testDb';
import { insertTestUser } from '../testing/testUsers';

// UPLOAD_STORE=database on both dialects: what PostgreSQL uses by default, and what lets a second server read them.
let t: TestApp;
let mario: Person;
let giulia: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_STORE: 'database', MESSAGE_RATE_LIMIT_MAX: '1000' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  outsider = await person(t, 'Otto', 'Estraneo');
});
afterAll(() => t.close());

const png = pngFile().bytes;
const tokenOf = (who: Person) => who.headers.authorization.replace('Bearer ', '');
/** What an <img> of the SPA sends: its session cookie, no Authorization header. */
const cookieOf = (who: Person) => ({
  cookie: `loggedin=true; Campo-Web-Token=${encodeURIComponent(tokenOf(who))}; lang=it`,
});
const bearerOf = (who: Person) => ({ authorization: who.headers.authorization });
const fetchAs = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

function expectNotFound(response: Awaited<ReturnType<typeof fetchAs>>) {
  expect(response.statusCode).toBe(404);
  expect(response.rawPayload.includes(png.subarray(0, 16))).toBe(false);
}

function expectPrivateFile(response: Awaited<ReturnType<typeof fetchAs>>, contentType: string, bytes: Buffer) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers.etag).toBeUndefined();
  expect(response.rawPayload).toEqual(bytes);
}

async function sendPicture(from: Person, to: Person, picture = pngFile()): Promise<string> {
  const { payload, headers } = multipartPayload({ reciever: to.id, picture } as Record<string, FormValue>);
  const sent = await t.api({
    method: 'POST',
    url: '/api/user/send/message/in/single',
    payload,
    headers: { ...from.headers, ...headers },
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().data.picture;
}

describe('public uploads', () => {
  const PUBLIC_KINDS: UploadKind[] = ['profile', 'gallery', 'association-logo', 'group-logo'];

  it.each(PUBLIC_KINDS)('%s: anyone reads it (owner, another member, anonymous), cached for good', async (kind) => {
    const url = await t.app.uploads.save(kind, png, detectFile(png)!);
    expect(url).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f]{32}\\.png$`));
    for (const headers of [bearerOf(mario), cookieOf(outsider), {}]) {
      const response = await fetchAs(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.rawPayload).toEqual(png);
    }
    const etag = (await fetchAs(url)).headers.etag as string;
    const again = await fetchAs(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('a profile picture set through the API is served to an anonymous client', async () => {
    const { payload, headers } = multipartPayload({ picture: pngFile() });
    const set = await t.api({
      method: 'PUT',
      url: '/api/user/profile/picture',
      payload,
      headers: { ...mario.headers, ...headers },
    });
    expect(set.statusCode).toBe(200);
    expect((await fetchAs(set.json().data.picture)).rawPayload).toEqual(png);
  });

  it('seed files keep their readable names and are public', async () => {
    const url = '/uploads/seed/events/calcio-0.png';
    await t.app.uploads.saveSeed(url, png, 'image/png');
    const response = await fetchAs(url);
    expect([response.statusCode, response.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
  });

  it('unknown names, old guessable names and paths outside the store answer 404', async () => {
    for (const url of [
      `/uploads/gallery/${'a'.repeat(32)}.png`,
      `/uploads/gallery/${'a'.repeat(24)}.png`,
      '/uploads/seed/none.png',
      '/uploads/../campo.sqlite',
      '/uploads/',
    ]) {
      expect((await fetchAs(url)).statusCode).toBe(404);
    }
  });
});

describe('chat pictures', () => {
  it("are served to the thread's members only, by cookie or Bearer token, never cached", async () => {
    const url = await sendPicture(mario, giulia);
    expect(url).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.png$/);
    expectPrivateFile(await fetchAs(url, cookieOf(giulia)), 'image/png', png);
    expectPrivateFile(await fetchAs(url, bearerOf(giulia)), 'image/png', png);
    expectPrivateFile(await fetchAs(url, cookieOf(mario)), 'image/png', png);
    expectNotFound(await fetchAs(url));
    expectNotFound(await fetchAs(url, cookieOf(outsider)));
    expectNotFound(await fetchAs(url, bearerOf(outsider)));
    expectNotFound(await fetchAs(url, { cookie: 'Campo-Web-Token=not-a-token' }));
  });

  it('answer 404 once the session has ended', async () => {
    const reader = await person(t, 'Rita', 'Lettrice');
    const url = await sendPicture(mario, reader);
    expect((await fetchAs(url, cookieOf(reader))).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/api/user/logout', headers: reader.headers })).statusCode).toBe(200);
    expectNotFound(await fetchAs(url, cookieOf(reader)));
  });

  it('in a group: every member reads it, someone outside does not', async () => {
    const member = await person(t, 'Marta', 'Membro');
    const form = multipartPayload({ name: 'Calcetto', members: JSON.stringify([giulia.id, member.id]) });
    const group = await t.api({
      method: 'POST',
      url: '/api/user/group',
      payload: form.payload,
      headers: { ...mario.headers, ...form.headers },
    });
    expect(group.statusCode).toBe(201);
    const message = multipartPayload({ groupId: group.json().data._id, picture: pngFile() });
    const sent = await t.api({
      method: 'POST',
      url: '/api/user/send/message/in/group',
      payload: message.payload,
      headers: { ...giulia.headers, ...message.headers },
    });
    expect(sent.statusCode).toBe(201);
    const url = sent.json().data.picture;
    expect((await fetchAs(url, cookieOf(member))).statusCode).toBe(200);
    expect((await fetchAs(url, cookieOf(mario))).statusCode).toBe(200);
    expectNotFound(await fetchAs(url, cookieOf(outsider)));
  });
});

describe('identity documents', () => {
  it('are served to their account only', async () => {
    const pdf = pdfFile().bytes;
    const association = await insertTestUser(t.database.db, { userType: 'association', firstName: 'ASD Prova' });
    const url = await t.app.uploads.save('identity-document', pdf, detectFile(pdf)!);
    await t.database.db
      .updateTable('users')
      .set({ identity_document_url: url })
      .where('id', '=', association.id)
      .execute();
    const owner = {
      id: association.id,
      headers: { authorization: `Bearer ${await t.app.sessions.start(association.id)}` },
    };

    expectPrivateFile(await fetchAs(url, cookieOf(owner)), 'application/pdf', pdf);
    expectNotFound(await fetchAs(url, cookieOf(mario)));
    expectNotFound(await fetchAs(url, bearerOf(outsider)));
    expectNotFound(await fetchAs(url));
  });
});

describe('a second server on the same database, with its own empty data folder', () => {
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle;
  let otherDataDir: string;

  beforeAll(async () => {
    otherDataDir = mkdtempSync(join(tmpdir(), 'campo-other-'));
    otherDatabase = await secondConnection(t.database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: otherDataDir,
      DIST_DIR: join(otherDataDir, 'no-dist'),
      UPLOAD_STORE: 'database',
    });
    other = await buildApp(config, { database: otherDatabase });
  });
  afterAll(async () => {
    await other.close();
    await otherDatabase.close();
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('serves the pictures the first one stored, to the same people', async () => {
    const url = await sendPicture(mario, giulia);
    const read = await other.inject({ url, headers: cookieOf(giulia) });
    expect([read.statusCode, read.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(read.rawPayload).toEqual(png);
    expect((await other.inject({ url, headers: cookieOf(outsider) })).statusCode).toBe(404);
    const logo = await t.app.uploads.save('group-logo', png, detectFile(png)!);
    expect((await other.inject({ url: logo })).statusCode).toBe(200);
  });
});
