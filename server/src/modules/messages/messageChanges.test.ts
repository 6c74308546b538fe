import { LiveClient } from '../../realtime/testing/liveClient';
import { multipartPayload } from '../../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { sendDirect } from './testing/catchUpUnderLoad';
import { person, type Person } from './testing/chatFixtures';

// Issue 25, what members expect: replies, edits and deletes of one's own message within the edit window, reactions;
// each refused to someone else (a second user) and delivered live and by catch-up to the other member.

let t: TestApp;
let mario: Person;
let giulia: Person;
let luca: Person;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
  luca = await person(t, 'Luca', 'Verdi');
});

afterAll(async () => {
  for (const client of clients) client.socket.close();
  await t.close();
});

const sent = async (from: Person, to: Person, text: string) => (await sendDirect(t, from, to, text)).json().data;
const edit = (who: Person, id: string, text: string) =>
  t.api({ method: 'PATCH', url: `/api/user/messages/${id}`, headers: who.headers, payload: { text } });
const remove = (who: Person, id: string) =>
  t.api({ method: 'DELETE', url: `/api/user/messages/${id}`, headers: who.headers });
const react = (who: Person, id: string, emoji: string, reacted = true) =>
  t.api({
    method: 'PUT',
    url: `/api/user/messages/${id}/reaction`,
    headers: who.headers,
    payload: { emoji, reacted },
  });
const conversation = async (who: Person, threadId: string) =>
  (await t.api({ url: `/api/user/message/conversation/${threadId}`, headers: who.headers })).json().data as Array<{
    _id: string;
    text: string | null;
    editedAt: string | null;
    deletedAt: string | null;
  }>;
/** Makes the message older than the 15-minute edit window. */
const age = (id: string) =>
  t.database.db
    .updateTable('messages')
    .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
    .where('id', '=', id)
    .execute();

describe('replies', () => {
  it('quotes the answered message', async () => {
    const question = await sent(giulia, mario, 'A che ora ci vediamo?');
    const { payload, headers } = multipartPayload({ reciever: giulia.id, text: 'Alle 18', replyTo: question._id });
    const reply = await t.api({
      method: 'POST',
      url: '/api/user/send/message/in/single',
      payload,
      headers: { ...mario.headers, ...headers },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.replyTo).toEqual({
      _id: question._id,
      sender: { _id: giulia.id, firstName: 'Giulia', lastName: 'Bianchi' },
      messageType: 'Text',
      excerpt: 'A che ora ci vediamo?',
      deleted: false,
    });
  });

  it('refuses to answer a message of another thread with 400', async () => {
    const elsewhere = await sent(luca, giulia, 'Messaggio privato');
    const { payload, headers } = multipartPayload({ reciever: giulia.id, text: 'Rispondo', replyTo: elsewhere._id });
    const reply = await t.api({
      method: 'POST',
      url: '/api/user/send/message/in/single',
      payload,
      headers: { ...mario.headers, ...headers },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('The message you reply to is not in this conversation.');
  });
});

describe('edit and delete', () => {
  it('lets the sender edit their message; the other member sees it edited', async () => {
    const message = await sent(mario, giulia, 'Alle 17');
    const answer = await edit(mario, message._id, '  Alle 18  ');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ text: 'Alle 18', editedAt: expect.any(String) });
    const seen = (await conversation(giulia, message.threadId)).find((held) => held._id === message._id);
    expect(seen).toMatchObject({ text: 'Alle 18', editedAt: expect.any(String) });
  });

  it("refuses someone else's message with 403 and a stranger with 403, changing nothing", async () => {
    const message = await sent(mario, giulia, 'Solo mio');
    const byGiulia = await edit(giulia, message._id, 'Cambiato');
    expect(byGiulia.statusCode).toBe(403);
    expect(byGiulia.json().message).toBe('You can only edit or delete your own messages.');
    expect((await remove(giulia, message._id)).statusCode).toBe(403);
    expect((await edit(luca, message._id, 'Cambiato')).statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom('messages')
      .select(['text', 'deleted_at'])
      .where('id', '=', message._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: 'Solo mio', deleted_at: null });
  });

  it('refuses an edit or delete after the window with 409 and a message', async () => {
    const message = await sent(mario, giulia, 'Vecchio');
    await age(message._id);
    const late = await edit(mario, message._id, 'Nuovo');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A message can only be edited or deleted within 15 minutes of sending.');
    expect((await remove(mario, message._id)).statusCode).toBe(409);
  });

  it('refuses a blank edit of a text message with 400', async () => {
    const message = await sent(mario, giulia, 'Testo');
    expect((await edit(mario, message._id, ' \u200B ')).statusCode).toBe(400);
  });

  it('deletes the text and the reactions server-side; the other member sees it deleted', async () => {
    const message = await sent(mario, giulia, 'Da cancellare');
    await react(giulia, message._id, '😂');
    const answer = await remove(mario, message._id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ text: null, picture: null, reactions: [] });
    const row = await t.database.db
      .selectFrom('messages')
      .select(['text', 'picture'])
      .where('id', '=', message._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: null, picture: null });
    const seen = (await conversation(giulia, message.threadId)).find((held) => held._id === message._id);
    expect(seen).toMatchObject({ text: null, deletedAt: expect.any(String) });
    expect((await edit(mario, message._id, 'Di nuovo')).statusCode).toBe(409);
    expect((await react(giulia, message._id, '👍')).statusCode).toBe(409);
  });
});

describe('reactions', () => {
  it('keeps one reaction per member and emoji, with who reacted, and takes it back', async () => {
    const message = await sent(mario, giulia, 'Vittoria!');
    await react(giulia, message._id, '🙏');
    await react(giulia, message._id, '👍');
    await react(giulia, message._id, '👍');
    const both = (await react(mario, message._id, '👍')).json().data;
    expect(both.reactions).toEqual([
      {
        emoji: '👍',
        people: [expect.objectContaining({ _id: giulia.id }), expect.objectContaining({ _id: mario.id })],
      },
      { emoji: '🙏', people: [expect.objectContaining({ _id: giulia.id })] },
    ]);
    const back = (await react(giulia, message._id, '👍', false)).json().data;
    expect(back.reactions[0].people.map((who: { _id: string }) => who._id)).toEqual([mario.id]);
  });

  it('refuses a member outside the thread with 403 and an emoji outside the set with 400', async () => {
    const message = await sent(mario, giulia, 'Ciao');
    const stranger = await react(luca, message._id, '👍');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('You are not part of this conversation.');
    expect((await react(giulia, message._id, '🍕')).statusCode).toBe(400);
    expect((await react(giulia, '0123456789abcdef01234567', '👍')).statusCode).toBe(404);
  });
});

describe('live and catch-up', () => {
  it('pushes an edit, a reaction and a delete to the other member as message.updated', async () => {
    const message = await sent(mario, giulia, 'Prima versione');
    const live = await LiveClient.connect(
      t.app,
      giulia.headers.authorization.replace('Bearer ', ''),
      t.config.secretHeader.value,
    );
    clients.push(live);
    const updated = (check: (data: Record<string, unknown>) => boolean) =>
      live.next(
        (event) =>
          event.type === 'message.updated' &&
          (event.data?.message as { _id: string })._id === message._id &&
          check(event.data?.message as Record<string, unknown>),
      );
    await edit(mario, message._id, 'Seconda versione');
    await updated((data) => data.text === 'Seconda versione');
    await react(mario, message._id, '❤️');
    await updated((data) => (data.reactions as unknown[]).length === 1);
    await remove(mario, message._id);
    await updated((data) => data.deletedAt !== null);
  });

  it('answers the changed messages from a position on, to members only', async () => {
    const first = await sent(mario, giulia, 'Uno');
    const second = await sent(mario, giulia, 'Due');
    await edit(mario, second._id, 'Due (corretto)');
    const url = `/api/user/message/thread/${first.threadId}/changes?fromPosition=${first.position}`;
    const changes = (await t.api({ url, headers: giulia.headers })).json().data as Array<{ _id: string }>;
    expect(changes.map((held) => held._id)).toContain(second._id);
    expect(changes.map((held) => held._id)).not.toContain(first._id);
    expect((await t.api({ url, headers: luca.headers })).statusCode).toBe(403);
  });
});
