import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import { createMailer, type OutgoingMail } from './mailer';

let database: TestDatabase;
const logged: Array<{ level: string; data: unknown }> = [];
const log = {
  info: (data: unknown) => logged.push({ level: 'info', data }),
  error: (data: unknown) => logged.push({ level: 'error', data }),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

const mail: OutgoingMail = {
  to: 'mario@campo.test',
  subject: 'Benvenuto',
  text: 'Ciao Mario',
  html: '<p>Ciao Mario</p>',
};

const outbox = (id: string) =>
  database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('createMailer', () => {
  it('captures mail in the outbox and the log when no SMTP server is configured', async () => {
    const mailer = createMailer(loadConfig({}), database.db, log);
    const { id } = await mailer.send(mail);
    expect(await outbox(id)).toMatchObject({
      to_address: 'mario@campo.test',
      subject: 'Benvenuto',
      text: 'Ciao Mario',
      html: '<p>Ciao Mario</p>',
      transport: 'capture',
      error: null,
    });
    expect(logged).toContainEqual({
      level: 'info',
      data: expect.objectContaining({ mailId: id, transport: 'capture' }),
    });
  });

  it('also delivers over SMTP when configured, from MAIL_FROM', async () => {
    const delivered: unknown[] = [];
    const config = loadConfig({ SMTP_URL: 'smtp://mail.campo.test:2525', MAIL_FROM: 'Campo <ciao@campo.test>' });
    const mailer = createMailer(config, database.db, log, async (message) => {
      delivered.push(message);
    });
    const { id } = await mailer.send({ ...mail, replyTo: 'anna@example.it' });
    expect(delivered).toEqual([{ ...mail, replyTo: 'anna@example.it', from: 'Campo <ciao@campo.test>' }]);
    expect(await outbox(id)).toMatchObject({ transport: 'smtp', error: null });
  });

  it('sends attachments over SMTP as files, and keeps their text after the mail in the outbox', async () => {
    const delivered: Array<OutgoingMail & { from: string }> = [];
    const config = loadConfig({ SMTP_URL: 'smtp://mail.campo.test:2525' });
    const mailer = createMailer(config, database.db, log, async (message) => {
      delivered.push(message);
    });
    const file = { filename: 'campo-session.json', content: '{"payload":"[]"}', contentType: 'application/json' };
    const { id } = await mailer.send({ ...mail, attachments: [file] });
    expect(delivered[0]).toMatchObject({ text: 'Ciao Mario', attachments: [file] });
    expect((await outbox(id)).text).toBe('Ciao Mario\n\n--- campo-session.json ---\n{"payload":"[]"}');
  });

  it('keeps the mail with the SMTP error when delivery fails', async () => {
    const mailer = createMailer(loadConfig({}), database.db, log, async () => {
      throw new Error('connection refused');
    });
    const { id } = await mailer.send(mail);
    expect(await outbox(id)).toMatchObject({ transport: 'smtp', error: 'connection refused' });
    expect(logged).toContainEqual({ level: 'error', data: expect.objectContaining({ to: 'mario@campo.test' }) });
  });
});
