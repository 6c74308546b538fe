import { parseBusEvent } from '../../../realtime/bus';
import { LiveClient } from '../../../realtime/testing/liveClient';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';

// The bell is pushed: a new notification reaches the recipient's open sockets (notification.created), nobody else's.

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  world = await eventWorld(t);
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await t.close();
});

async function connect(who: LoggedInUser) {
  const token = who.headers.authorization.replace('Bearer ', '');
  const client = await LiveClient.connect(t.app, token, t.config.secretHeader.value);
  clients.push(client);
  return client;
}

const join = (who: LoggedInUser, eventId: string) =>
  t.api({
    method: 'POST',
    url: `/api/user/event/${eventId}/waitlist`,
    headers: who.headers,
    payload: { noOfTickets: 1 },
  });

const raise = (eventId: string) =>
  t.api({ method: 'POST', url: `/api/dev/event/${eventId}/capacity/raise`, payload: { raiseBy: 1 } });

describe('notification.created', () => {
  it('tells every socket of the member offered tickets, with the unread count, and nobody else’s', async () => {
    const eventId = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      tickets: 0,
    });
    const first = await loggedInUser(t, 'Prima');
    const second = await loggedInUser(t, 'Secondo');
    const stranger = await loggedInUser(t, 'Otto');
    expect((await join(first, eventId)).statusCode).toBe(201);
    expect((await join(second, eventId)).statusCode).toBe(201);
    const firstTab = await connect(first);
    const firstPhone = await connect(first);
    const secondTab = await connect(second);
    const strangerTab = await connect(stranger);

    expect((await raise(eventId)).statusCode).toBe(200);
    const live = await firstTab.next((event) => event.type === 'notification.created');
    expect(live.data).toEqual({ unread: 1 });
    await firstPhone.next((event) => event.type === 'notification.created');

    await secondTab.roundTrip();
    await strangerTab.roundTrip();
    expect(secondTab.received.filter((event) => event.type === 'notification.created')).toEqual([]);
    expect(strangerTab.received.filter((event) => event.type === 'notification.created')).toEqual([]);

    // The next offer goes to the second in line: now they hear it, the first hears nothing more.
    expect((await raise(eventId)).statusCode).toBe(200);
    expect((await secondTab.next((event) => event.type === 'notification.created')).data).toEqual({ unread: 1 });
    await firstTab.roundTrip();
    expect(firstTab.received.filter((event) => event.type === 'notification.created')).toHaveLength(1);
  });

  it('crosses instances: the bus event survives the PostgreSQL NOTIFY text, and a malformed one is dropped', () => {
    const event = { kind: 'notification', userId: 'a11ce5000000000000000001' };
    expect(parseBusEvent(JSON.stringify(event))).toEqual(event);
    expect(parseBusEvent(JSON.stringify({ kind: 'notification' }))).toBeNull();
  });
});
