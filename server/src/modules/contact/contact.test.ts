import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'assistenza@campo.test', CONTACT_RATE_LIMIT_MAX: '100' });
});

afterAll(() => t.close());

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.api({ method: 'POST', url: '/api/contact', payload, headers });

const base = { name: 'Anna', email: 'a@example.it', message: 'x' };

const mailbox = async (to: string) => (await t.api({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json();

describe('POST /api/contact', () => {
  it('stores the trimmed message and answers 201 with its id', async () => {
    const response = await send({
      name: '  Anna Ferri ',
      email: ' anna.ferri@example.it ',
      message: '  Vorrei info sui corsi.  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Messaggio inviato. Ti risponderemo al più presto.');
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
    const stored = await t.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Anna Ferri',
      email: 'anna.ferri@example.it',
      message: 'Vorrei info sui corsi.',
      language: 'it',
      user_id: null,
    });
  });

  it("mails the provider's inbox with the sender's details", async () => {
    const response = await send(
      { name: 'John <b>Smith</b>', email: 'john@example.co.uk', message: 'Do you run summer camps?' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Message sent. We will get back to you soon.');
    const mails = (await mailbox('assistenza@campo.test')).data;
    const mail = mails.find((candidate: { subject: string }) => candidate.subject.includes('John'));
    expect(mail.to).toBe('assistenza@campo.test');
    expect(mail.subject).toBe('Nuovo messaggio dal modulo contatti: John <b>Smith</b>');
    expect(mail.text).toContain('Da: John <b>Smith</b> <john@example.co.uk>');
    expect(mail.text).toContain('Lingua: en');
    expect(mail.text).toContain('Do you run summer camps?');
    // The sender's text is escaped in the HTML part.
    expect(mail.html).toContain('John &lt;b&gt;Smith&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Smith</b>');
  });

  const countStored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('contact_messages')
          .select(({ fn }) => fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['an empty name', { ...base, name: '   ' }, 'The field "name" cannot be empty.'],
    [
      'a name over 100 characters',
      { ...base, name: 'n'.repeat(101) },
      'The field "name" can have at most 100 characters.',
    ],
    ['an invalid e-mail', { ...base, email: 'anna@' }, 'The field "email" must be a valid e-mail address.'],
    [
      'an e-mail without a domain dot',
      { ...base, email: 'anna@localhost' },
      'The field "email" must be a valid e-mail address.',
    ],
    ['an empty message', { ...base, message: ' \n ' }, 'The field "message" cannot be empty.'],
    [
      'a message over 5000 characters',
      { ...base, message: 'm'.repeat(5001) },
      'The field "message" can have at most 5000 characters.',
    ],
    ['a missing message', { name: 'Anna', email: 'a@example.it' }, 'The field "message" is required.'],
  ])('rejects %s with 400 and stores nothing', async (_label, payload, message) => {
    const before = await countStored();
    const response = await send(payload, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400, error: 'Bad Request', code: 'core.validation' });
    expect(await countStored()).toBe(before);
  });

  it('accepts the limits exactly', async () => {
    const response = await send({ name: 'n'.repeat(100), email: 'a@example.it', message: 'm'.repeat(5000) });
    expect(response.statusCode).toBe(201);
  });
});

describe('contact rate limit', () => {
  it('answers 429 after the allowed number of messages', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '2' });
    try {
      const post = () => limited.api({ method: 'POST', url: '/api/contact', payload: base });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const blocked = await post();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Troppe richieste\. Riprova tra \d+ secondi\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/contact with a recorded session (Report a problem)', () => {
  const sessionFile = JSON.stringify({
    payload: JSON.stringify([{ type: 'preferences/languageChanged', payload: 'en' }]),
    preloadedState: JSON.stringify({ preferences: { language: 'it' } }),
    campo: { version: 1, url: '/events' },
  });

  it('mails the provider the session as an attachment, named in the text', async () => {
    const response = await send({ ...base, name: 'Report Sessione', session: sessionFile });
    expect(response.statusCode).toBe(201);
    const mails = (await mailbox('assistenza@campo.test')).data;
    const mail = mails.find((candidate: { subject: string }) => candidate.subject.includes('Report Sessione'));
    expect(mail.text).toContain('In allegato la sessione registrata (campo-session.json, 1 KB)');
    // The captured copy keeps the attachment after the text.
    expect(mail.text).toContain(`--- campo-session.json ---\n${sessionFile}`);
    expect(mail.html).toContain('campo-session.json');
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['JSON without a payload', JSON.stringify({ preloadedState: '{}' })],
    ['a payload that is not a list of actions', JSON.stringify({ payload: '{"type":"x"}' })],
    ['a preloaded state that is not an object', JSON.stringify({ payload: '[]', preloadedState: '[1]' })],
  ])('refuses %s with 400 and stores nothing', async (_label, session) => {
    const before = await countAll();
    const response = await send({ ...base, session }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The attached session is not a Campo session file.',
      statusCode: 400,
      error: 'Bad Request',
      code: 'core.contact.badSession',
    });
    expect(await countAll()).toBe(before);
  });

  it('refuses a session over 800,000 characters with 400', async () => {
    const session = JSON.stringify({ payload: JSON.stringify([{ type: 'x', payload: 'p'.repeat(800_000) }]) });
    const response = await send({ ...base, session }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "session" can have at most 800000 characters.');
  });
});

async function countAll(): Promise<number> {
  const row = await t.database.db
    .selectFrom('contact_messages')
    .select(({ fn }) => fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
