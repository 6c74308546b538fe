import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import { person, type Person } from '../modules/messages/testing/chatFixtures';
import { multipartPayload } from '../storage/testing/multipartPayload';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createRealtimeBus } from './createBus';
import { LIVE_PROTOCOL, SESSION_ENDED_CODE, TOKEN_PROTOCOL_PREFIX } from './realtime.plugin';
import { LiveClient, refusedStatus, type LiveMessage } from './testing/liveClient';

const tokenOf = (who: Person) => who.headers.authorization.replace('Bearer ', '');

function sendDirect(t: { api: TestApp['api'] }, from: Person, to: Person, text: string) {
  const { payload, headers } = multipartPayload({ reciever: to.id, text });
  return t.api({
    method: 'POST',
    url: '/api/user/send/message/in/single',
    payload,
    headers: { ...from.headers, ...headers },
  });
}

describe('live messages on one instance', () => {
  let t: TestApp;
  let mario: Person;
  let giulia: Person;
  let outsider: Person;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    mario = await person(t, 'Mario', 'Rossi');
    giulia = await person(t, 'Giulia', 'Bianchi');
    outsider = await person(t, 'Otto', 'Estraneo');
  });

  afterAll(async () => {
    clients.forEach((client) => client.close());
    await t.close();
  });

  const connect = async (who: Person) => {
    const client = await LiveClient.connect(t.app, tokenOf(who), t.config.secretHeader.value);
    clients.push(client);
    return client;
  };

  it('pushes a message sent over HTTP to the other member, with the inbox item and unread count', async () => {
    const giuliaLive = await connect(giulia);
    const outsiderLive = await connect(outsider);
    const sent = (await sendDirect(t, mario, giulia, 'Ciao in diretta')).json().data;

    const created = await giuliaLive.next((e) => e.type === 'message.created');
    expect(created.data).toEqual({ threadId: sent.threadId, message: sent });
    const updated = await giuliaLive.next((e) => e.type === 'thread.updated');
    expect(updated.data).toMatchObject({
      _id: sent.threadId,
      type: 'Single',
      name: 'Mario Rossi',
      text: 'Ciao in diretta',
      unread: 1,
    });
    const unread = await giuliaLive.next((e) => e.type === 'unread.changed');
    expect(unread.data).toEqual({ threadId: sent.threadId, unread: 1, total: 1 });

    // A later message to the outsider reaches them; nothing from the first thread ever did.
    const own = (await sendDirect(t, mario, outsider, 'Solo per te')).json().data;
    await outsiderLive.next((e) => e.type === 'message.created');
    const threadsSeen = new Set(
      outsiderLive.received.filter((e) => e.type !== 'ready').map((e: LiveMessage) => e.data?.threadId ?? e.data?._id),
    );
    expect(threadsSeen).toEqual(new Set([own.threadId]));
  });

  it("tells the reader's other sockets when a thread is read", async () => {
    const giuliaLive = await connect(giulia);
    const inbox = (await t.api({ url: '/api/user/message/inbox', headers: giulia.headers })).json().data;
    await t.api({ url: `/api/user/message/conversation/${inbox[0]._id}`, headers: giulia.headers });
    const unread = await giuliaLive.next((e) => e.type === 'unread.changed' && e.data?.total === 0);
    expect(unread.data).toEqual({ threadId: inbox[0]._id, unread: 0, total: 0 });
  });

  it('answers an application ping with a pong', async () => {
    const live = await connect(mario);
    live.socket.send(JSON.stringify({ type: 'ping' }));
    await live.next((e) => e.type === 'pong');
  });

  it('refuses sockets without a valid session or client key, before the upgrade', async () => {
    const key = `?key=${t.config.secretHeader.value}`;
    expect(await refusedStatus(t.app, [LIVE_PROTOCOL], key)).toBe(401);
    expect(await refusedStatus(t.app, [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}not.a.token`], key)).toBe(401);
    expect(await refusedStatus(t.app, [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${tokenOf(mario)}`], '?key=wrong')).toBe(
      403,
    );
    expect(await refusedStatus(t.app, [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${tokenOf(mario)}`])).toBe(403);

    const plain = await t.api({ url: '/api/ws', headers: mario.headers });
    expect([plain.statusCode, plain.json().message]).toEqual([426, 'This address only accepts WebSocket connections.']);

    // A session ended on the server (its sessions row deleted: logout, password reset) is refused.
    const revoked = await person(t, 'Rita');
    await t.database.db.deleteFrom('sessions').where('user_id', '=', revoked.id).execute();
    expect(await refusedStatus(t.app, [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${tokenOf(revoked)}`], key)).toBe(401);
  });
});

describe('heartbeat', () => {
  it('drops a socket that stops answering pings, and forgets it', async () => {
    const t = await createTestApp({ REALTIME_HEARTBEAT: '1s' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const who = await person(t, 'Silvio');
      const silent = await LiveClient.connect(t.app, tokenOf(who), t.config.secretHeader.value, { autoPong: false });
      const answering = await LiveClient.connect(t.app, tokenOf(who), t.config.secretHeader.value);
      expect(t.app.realtime.connections.size).toBe(2);
      const code = await new Promise<number>((resolve) => silent.socket.on('close', resolve));
      expect(code).toBe(1006); // terminated, no closing handshake
      expect(answering.socket.readyState).toBe(answering.socket.OPEN);
      answering.close();
      await new Promise((resolve) => answering.socket.on('close', resolve));
      // The server sees the close a moment after the client: wait for it (jest's timeout is the safety net).
      while (t.app.realtime.connections.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(t.app.realtime.connections.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('sessions that end', () => {
  it('closes the sockets of a session revoked while they are open (4401)', async () => {
    const t = await createTestApp({ REALTIME_HEARTBEAT: '1s' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const who = await person(t, 'Revocata');
      const live = await LiveClient.connect(t.app, tokenOf(who), t.config.secretHeader.value);
      const closed = new Promise<number>((resolve) => live.socket.on('close', resolve));
      await t.database.db.deleteFrom('sessions').where('user_id', '=', who.id).execute();
      expect(await closed).toBe(SESSION_ENDED_CODE);
    } finally {
      await t.close();
    }
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('fan-out across instances', () => {
  it(
    onPostgres
      ? 'delivers a message sent through instance A to a socket on instance B'
      : 'uses the in-process bus on SQLite',
    async () => {
      const a = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000' });
      if (!onPostgres) {
        expect(a.database.postgres).toBeUndefined();
        const bus = await createRealtimeBus(a.database, a.app.log);
        const seen = new Promise((resolve) => bus.subscribe(resolve));
        await bus.publish({ kind: 'read', threadId: 't', userId: 'u' });
        expect(await seen).toEqual({ kind: 'read', threadId: 't', userId: 'u' });
        await bus.close();
        await a.close();
        return;
      }
      const second = await connectDatabase({
        databaseUrl: process.env.DATABASE_URL,
        pgSchema: a.database.postgres!.schema,
        pgPoolSize: 2,
      });
      const b = await buildApp(a.config, { database: second });
      try {
        await b.listen({ port: 0, host: '127.0.0.1' });
        const mario = await person(a, 'Mario');
        const giulia = await person(a, 'Giulia');
        const giuliaOnB = await LiveClient.connect(b, tokenOf(giulia), a.config.secretHeader.value);
        const sent = (await sendDirect(a, mario, giulia, 'Da A a B')).json().data;
        const created = await giuliaOnB.next((e) => e.type === 'message.created');
        expect(created.data).toEqual({ threadId: sent.threadId, message: sent });
        giuliaOnB.close();
      } finally {
        await b.close();
        await second.close();
        await a.close();
      }
    },
  );
});
