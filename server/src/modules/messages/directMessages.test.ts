import { newId } from '../../lib/ids';
import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { jpegFile, pngFile, textFileNamedJpg } from '../../storage/testing/sampleFiles';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { insertMessages, person, type Person } from './testing/chatFixtures';

let t: TestApp;
let mario: Person;
let giulia: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  outsider = await person(t, 'Otto', 'Estraneo');
});

afterAll(() => t.close());

const get = (url: string, who: Person) => t.api({ url, headers: who.headers });
const sendSingle = (who: Person, form: Record<string, FormValue>) => {
  const { payload, headers } = multipartPayload(form);
  return t.api({
    method: 'POST',
    url: '/api/user/send/message/in/single',
    payload,
    headers: { ...who.headers, ...headers },
  });
};

describe('direct messages', () => {
  let threadId: string;

  it('starts with no thread, then the first message makes one both people read', async () => {
    const before = await get(`/api/user/friend/message/conversation/${giulia.id}`, mario);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      message: 'OK',
      data: [],
      total: 0,
      messageThread: null,
      contact: { _id: giulia.id, firstName: 'Giulia', lastName: 'Bianchi', picture: null },
    });

    const sent = await sendSingle(mario, { reciever: giulia.id, text: '  Ciao <b>Giulia</b>!  ', messageType: 'Text' });
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    expect(sent.json().message).toBe('Sent');
    expect(message).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      threadId: expect.any(String),
      sender: { _id: mario.id, firstName: 'Mario', lastName: 'Rossi', picture: null },
      messageType: 'Text',
      text: 'Ciao <b>Giulia</b>!',
      picture: null,
      created_at: expect.stringMatching(/Z$/),
      position: 1,
      clientId: null,
      replyTo: null,
      editedAt: null,
      deletedAt: null,
      editableUntil: new Date(Date.parse(message.created_at) + 15 * 60_000).toISOString(),
      reactions: [],
    });
    threadId = message.threadId;

    const forGiulia = (await get(`/api/user/friend/message/conversation/${mario.id}`, giulia)).json();
    expect(forGiulia.messageThread).toBe(threadId);
    expect(forGiulia.data).toEqual([message]);
    expect((await get(`/api/user/message/conversation/${threadId}`, giulia)).json()).toMatchObject({
      data: [message],
      total: 1,
    });
  });

  it('keeps one thread per pair whoever writes', async () => {
    const reply = await sendSingle(giulia, { reciever: mario.id, text: 'Ciao Mario' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.threadId).toBe(threadId);
    expect(reply.json().data.messageType).toBe('Text');
  });

  it('refuses the thread to anyone but its two people', async () => {
    const response = await get(`/api/user/message/conversation/${threadId}`, outsider);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You are not part of this conversation.',
      statusCode: 403,
      error: 'Forbidden',
      code: 'messages.notThreadMember',
    });
    expect((await get(`/api/user/message/conversation/${newId()}`, mario)).statusCode).toBe(404);
    expect((await get(`/api/user/message/conversation/${threadId}`, { ...mario, headers: {} })).statusCode).toBe(401);
  });

  it('lists the thread in both inboxes with the last text and unread counts; opening it marks it read', async () => {
    const marioInbox = (await get('/api/user/message/inbox?offset=0&limit=3', mario)).json();
    expect(marioInbox.total).toBe(1);
    expect(marioInbox.data[0]).toEqual({
      _id: threadId,
      type: 'Single',
      name: 'Giulia Bianchi',
      logo: null,
      text: 'Ciao Mario',
      messageType: 'Text',
      created_at: expect.any(String),
      group: null,
      team: null,
      contact: { _id: giulia.id, firstName: 'Giulia', lastName: 'Bianchi', picture: null },
      unread: 1,
    });
    expect((await get('/api/user/message/unread', mario)).json().data).toEqual({
      total: 1,
      threads: [{ threadId, unread: 1 }],
    });
    expect((await get('/api/user/message/inbox', outsider)).json()).toMatchObject({ data: [], total: 0 });

    await get(`/api/user/message/conversation/${threadId}`, mario);
    expect((await get('/api/user/message/unread', mario)).json().data).toEqual({ total: 0, threads: [] });
    expect((await get('/api/user/message/inbox', mario)).json().data[0].unread).toBe(0);
  });

  it('marks a thread read with PUT, for members only', async () => {
    await sendSingle(giulia, { reciever: mario.id, text: 'Ci sei?' });
    const put = (who: Person) =>
      t.api({ method: 'PUT', url: `/api/user/message/thread/${threadId}/read`, headers: who.headers });
    const read = await put(mario);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ threadId, unread: 0, total: 0 });
    expect((await put(outsider)).statusCode).toBe(403);
  });

  it('checks pictures by content and the message type against what was sent', async () => {
    const picture = await sendSingle(mario, { reciever: giulia.id, picture: pngFile(), messageType: 'Picture' });
    expect(picture.statusCode).toBe(201);
    expect(picture.json().data).toMatchObject({
      messageType: 'Picture',
      text: null,
      picture: expect.stringMatching(/^\/uploads\/chat\/[0-9a-f]{32}\.png$/),
    });
    // Private: served to the thread's members (storage/uploadAccess.ts; every case in http/uploads.test.ts).
    const served = await t.app.inject({
      url: picture.json().data.picture,
      headers: { authorization: giulia.headers.authorization },
    });
    expect(served.statusCode).toBe(200);
    expect((await t.app.inject({ url: picture.json().data.picture })).statusCode).toBe(404);

    const both = await sendSingle(mario, { reciever: giulia.id, text: 'Guarda', picture: jpegFile() });
    expect(both.json().data.messageType).toBe('TextWithPicture');

    // `code` tells the SPA which refusal it is whatever the language (the picture's type is a 400 like the others).
    const expectError = async (form: Record<string, FormValue>, status: number, message: string, code?: string) => {
      const response = await sendSingle(mario, form);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
      if (code) expect(response.json().code).toBe(code);
    };
    await expectError({ reciever: giulia.id, text: '   ' }, 400, 'not valid message sent', 'messages.notValidMessage');
    await expectError({ reciever: giulia.id }, 400, 'not valid message sent');
    await expectError({ reciever: giulia.id, text: 'Ciao', messageType: 'Picture' }, 400, 'not valid message sent');
    await expectError({ reciever: giulia.id, picture: pngFile(), messageType: 'Text' }, 400, 'not valid message sent');
    await expectError(
      { reciever: giulia.id, text: 'x', messageType: 'Video' },
      400,
      'The field "messageType" has a value that is not allowed.',
      'core.validation',
    );
    await expectError({ reciever: giulia.id, picture: textFileNamedJpg() }, 400, 'image must be JPG or PNG');
    const gif = { filename: 'a.gif', contentType: 'image/gif', bytes: Buffer.from('GIF89a-not-a-real-gif') };
    await expectError({ reciever: giulia.id, picture: gif }, 400, 'image must be JPG or PNG', 'messages.imageJpgOrPng');
    await expectError(
      { reciever: giulia.id, picture: jpegFile('big.jpg', 5 * 1024 * 1024 + 1) },
      413,
      'Image size must be less than 5 MB',
      'messages.imageTooLarge',
    );
    await expectError({ reciever: giulia.id, picture: [pngFile(), pngFile()] }, 400, 'You can add only 1 picture.');
    await expectError(
      { reciever: giulia.id, text: 'x'.repeat(2001) },
      400,
      'The field "text" can have at most 2000 characters.',
    );
    await expectError({ reciever: mario.id, text: 'Io' }, 400, 'You cannot message yourself.');
    await expectError({ reciever: newId(), text: 'Chi?' }, 404, 'Contact not found.');
    await expectError({ reciever: 'nope', text: 'Chi?' }, 400, 'The field "reciever" is not valid.');
  });

  it('answers in Italian by default', async () => {
    const { payload, headers } = multipartPayload({ reciever: giulia.id, text: ' ' });
    const response = await t.api({
      method: 'POST',
      url: '/api/user/send/message/in/single',
      payload,
      headers: { authorization: mario.headers.authorization, ...headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Messaggio non valido: scrivi un testo o allega un’immagine.');
  });

  it('refuses contacts that are not verified members', async () => {
    const unverified = await insertTestUser(t.database.db, { verified: false });
    const response = await sendSingle(mario, { reciever: unverified.id, text: 'Ciao' });
    expect(response.statusCode).toBe(404);
  });
});

describe('paging a long conversation', () => {
  let threadId: string;
  let ids: string[];

  beforeAll(async () => {
    const anna = await person(t, 'Anna');
    const sent = await sendSingle(anna, { reciever: mario.id, text: 'first' });
    threadId = sent.json().data.threadId;
    ids = [
      sent.json().data._id,
      ...(await insertMessages(t.database.db, threadId, [anna.id, mario.id], 40, Date.now() + 1000)),
    ];
  });

  it('answers pages of 15 newest first, and older pages by offset or before', async () => {
    const first = (await get(`/api/user/message/conversation/${threadId}`, mario)).json();
    expect(first.total).toBe(41);
    expect(first.data.map((m: { _id: string }) => m._id)).toEqual(ids.slice(-15).reverse());
    const second = (await get(`/api/user/message/conversation/${threadId}?offset=15&limit=15`, mario)).json();
    expect(second.data.map((m: { _id: string }) => m._id)).toEqual(ids.slice(-30, -15).reverse());
    const before = (await get(`/api/user/message/conversation/${threadId}?before=${ids[26]}&limit=15`, mario)).json();
    expect(before.data.map((m: { _id: string }) => m._id)).toEqual(ids.slice(11, 26).reverse());
    expect(before.total).toBe(26);
  });

  it('answers what came after a message (catching up after a reconnect)', async () => {
    const after = (await get(`/api/user/message/conversation/${threadId}?after=${ids[37]}`, mario)).json();
    expect(after.total).toBe(3);
    expect(after.data.map((m: { _id: string }) => m._id)).toEqual(ids.slice(38).reverse());
    const unknown = await get(`/api/user/message/conversation/${threadId}?after=${newId()}`, mario);
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 400, never 500, to hostile numbers', async () => {
    for (const query of [
      'offset=1e308',
      'offset=-1',
      'limit=0',
      'limit=51',
      'offset=99999999999999999999',
      'limit=abc',
      'after=zz',
    ]) {
      const response = await get(`/api/user/message/conversation/${threadId}?${query}`, mario);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await get('/api/user/message/inbox?offset=1e308', mario)).statusCode).toBe(400);
    expect((await get('/api/user/message/contact/list?page=0', mario)).statusCode).toBe(400);
  });
});

describe('GET /api/user/message/contact/list', () => {
  it('lists other verified members by name, 1-based pages, with a name search', async () => {
    const all = (await get('/api/user/message/contact/list?page=1&limit=2', mario)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data).toHaveLength(2);
    expect(all.data.map((c: { _id: string }) => c._id)).not.toContain(mario.id);
    const search = (await get('/api/user/message/contact/list?name=giulia%20bia', mario)).json();
    expect(search).toMatchObject({
      total: 1,
      data: [{ _id: giulia.id, firstName: 'Giulia', lastName: 'Bianchi', picture: null }],
    });
    expect((await get('/api/user/message/contact/list?name=%25', mario)).json().total).toBe(0);
  });
});

describe('send rate limit', () => {
  it('limits sends per user, not per address', async () => {
    const limited = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '2' });
    try {
      const a = await person(limited, 'Ada');
      const b = await person(limited, 'Bruno');
      const send = (from: Person, to: Person) => {
        const { payload, headers } = multipartPayload({ reciever: to.id, text: 'hi' });
        return limited.api({
          method: 'POST',
          url: '/api/user/send/message/in/single',
          payload,
          headers: { ...from.headers, ...headers },
        });
      };
      expect((await send(a, b)).statusCode).toBe(201);
      expect((await send(a, b)).statusCode).toBe(201);
      const third = await send(a, b);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^You are sending too many messages/);
      expect((await send(b, a)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
