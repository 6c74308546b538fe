import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestDatabase } from '../../testing/testDb';
import { isDatabaseUp } from './system.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the dialect after a database query', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }), { database });
    try {
      await database.close();
      const response = await app.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        statusCode: 503,
        message: 'Service unavailable: the database does not answer.',
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists captured mails newest first, filtered by address', async () => {
    const insert = (to: string, subject: string, createdAt: string) =>
      t.database.db
        .insertInto('mail_outbox')
        .values({
          id: newId(),
          to_address: to,
          subject,
          text: subject,
          html: null,
          transport: 'capture',
          error: null,
          created_at: createdAt,
        })
        .execute();
    await insert('mario@campo.test', 'first', '2026-01-01T10:00:00.000Z');
    await insert('mario@campo.test', 'second', '2026-01-02T10:00:00.000Z');
    await insert('giulia@campo.test', 'other', '2026-01-03T10:00:00.000Z');

    const response = await t.api({ url: '/api/dev/mailbox?to=Mario@Campo.test' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((mail: { subject: string }) => mail.subject)).toEqual(['second', 'first']);
    expect(data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      to: 'mario@campo.test',
      subject: 'second',
      text: 'second',
      html: null,
      created_at: '2026-01-02T10:00:00.000Z',
    });

    const all = (await t.api({ url: '/api/dev/mailbox' })).json().data;
    expect(all.map((mail: { subject: string }) => mail.subject).slice(0, 3)).toEqual(['other', 'second', 'first']);
  });

  it('does not exist in production', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 's'.repeat(40),
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { database });
    try {
      const response = await app.inject({ url: '/api/dev/mailbox', headers: { 'x-campo-key': 'campo-web-dev-key' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the database handle', () => {
  it('stays open after app.close() when the caller gave it', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }), { database });
    await app.close();
    try {
      await expect(isDatabaseUp(database.db)).resolves.toBe(true);
    } finally {
      await database.close();
    }
  });

  it('is opened from the config and closed with the app otherwise', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campo-own-db-'));
    try {
      const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const { db } = app.database;
      await app.close();
      await expect(isDatabaseUp(db)).resolves.toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
