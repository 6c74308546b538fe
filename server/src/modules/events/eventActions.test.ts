import { createTestApp, type TestApp } from '../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from './testing/eventFixtures';
import { approvedPurchase, capture, startPurchase } from './testing/sandboxCheckout';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let luca: LoggedInUser;
let sara: LoggedInUser;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await eventWorld(t);
  luca = await loggedInUser(t, 'Luca');
  sara = await loggedInUser(t, 'Sara');
  eventId = await insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId });
});

afterAll(() => t.close());

const favourite = (who: LoggedInUser, id: string, payload: unknown, language = 'en') =>
  t.api({
    method: 'PUT',
    url: `/api/user/favourite/event/${id}`,
    headers: { ...who.headers, 'accept-language': language },
    payload: payload as object,
  });

const isFavouriteFor = async (who: LoggedInUser) =>
  (await t.api({ method: 'GET', url: `/api/user/event/${eventId}`, headers: who.headers })).json().data.isFavourite;

describe('PUT /api/user/favourite/event/:id', () => {
  it('sets the absolute state, idempotently, per user', async () => {
    const added = await favourite(luca, eventId, { isFavourite: true });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'Event successfully added To Favourites', data: { isFavourite: true } });
    expect((await favourite(luca, eventId, { isFavourite: true })).statusCode).toBe(200);
    expect(await isFavouriteFor(luca)).toBe(true);
    expect(await isFavouriteFor(sara)).toBe(false);
    const list = await t.api({ method: 'GET', url: '/api/user/events', headers: luca.headers });
    expect(list.json().data[0].isFavourite).toBe(true);
    const othersList = await t.api({ method: 'GET', url: '/api/user/events', headers: sara.headers });
    expect(othersList.json().data[0].isFavourite).toBe(false);

    const removed = await favourite(luca, eventId, { isFavourite: false });
    expect(removed.json()).toEqual({ message: 'Event removed from Favourites', data: { isFavourite: false } });
    expect((await favourite(luca, eventId, { isFavourite: false })).json().data.isFavourite).toBe(false);
    expect(await isFavouriteFor(luca)).toBe(false);
  });

  it('answers 400 for a malformed body and 404 for an unknown event', async () => {
    const text = await favourite(luca, eventId, { isFavourite: 'yes' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The field "isFavourite" must be of type boolean.');
    expect((await favourite(luca, eventId, {})).statusCode).toBe(400);
    expect((await favourite(luca, 'b'.repeat(24), { isFavourite: true })).statusCode).toBe(404);
    expect((await favourite(luca, 'b'.repeat(24), { isFavourite: false })).statusCode).toBe(404);
    expect(
      await world.db.selectFrom('event_favourites').select('id').where('event_id', '=', 'b'.repeat(24)).execute(),
    ).toEqual([]);
  });
});

describe('PUT /api/user/event/presence', () => {
  const presence = (who: LoggedInUser, payload: object) =>
    t.api({
      method: 'PUT',
      url: '/api/user/event/presence',
      headers: { ...who.headers, 'accept-language': 'en' },
      payload,
    });

  it("updates the buyer's own completed transaction only", async () => {
    const order = await approvedPurchase(t, luca, eventId, 1);
    await capture(t, luca, order.token);

    const others = await presence(sara, { transactionId: order._id, isPresence: 1, eventId });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('This transaction belongs to another user.');

    const yes = await presence(luca, { transactionId: order._id, isPresence: 1, eventId });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data).toMatchObject({ _id: order._id, isPresence: 1, eventId });
    const mine = await t.api({ method: 'GET', url: '/api/user/myevents', headers: luca.headers });
    expect(mine.json().data[0].isPresence).toBe(1);

    const otherEvent = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
    });
    expect((await presence(luca, { transactionId: order._id, isPresence: -1, eventId: otherEvent })).statusCode).toBe(
      400,
    );
  });

  it('refuses a transaction that is not completed, unknown ones and malformed bodies', async () => {
    const pending = await startPurchase(t, luca, eventId, 1);
    const notPaid = await presence(luca, { transactionId: pending._id, isPresence: 1, eventId });
    expect(notPaid.statusCode).toBe(403);
    expect((await presence(luca, { transactionId: 'c'.repeat(24), isPresence: 1, eventId })).statusCode).toBe(404);
    const zero = await presence(luca, { transactionId: pending._id, isPresence: 0, eventId });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('The field "isPresence" has a value that is not allowed.');
  });
});

describe('POST /api/user/event/:id/image', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

  function multipart(files: { name: string; filename: string; bytes: Buffer }[]) {
    const boundary = '----campoTestBoundary';
    const parts = files.map((file) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]),
    );
    return {
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  const upload = (id: string, files: { name: string; filename: string; bytes: Buffer }[]) => {
    const body = multipart(files);
    return t.api({
      method: 'POST',
      url: `/api/user/event/${id}/image`,
      headers: { ...luca.headers, ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
  };

  it('stores an image by content and adds it to the event and the gallery', async () => {
    const response = await upload(eventId, [{ name: 'picture', filename: 'foto.png', bytes: PNG }]);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Event image uploaded successfully.');
    expect(data).toEqual({
      _id: expect.any(String),
      eventId,
      url: expect.stringMatching(/^\/uploads\/gallery\/[0-9a-f]{32}\.png$/),
    });
    const file = await t.app.inject({ method: 'GET', url: data.url });
    expect(file.statusCode).toBe(200);
    const detail = await t.api({ method: 'GET', url: `/api/user/event/${eventId}`, headers: sara.headers });
    expect(detail.json().data.images).toContainEqual({ _id: data._id, url: data.url });
    const row = await world.db
      .selectFrom('event_images')
      .select('uploaded_by')
      .where('id', '=', data._id)
      .executeTakeFirstOrThrow();
    expect(row.uploaded_by).toBe(luca.id);
  });

  it("refuses what SPEC section 5 refuses, with SPEC's messages", async () => {
    const text = await upload(eventId, [
      { name: 'picture', filename: 'finta.png', bytes: Buffer.from('not an image at all') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Only image files are allowed.');
    const big = await upload(eventId, [
      { name: 'picture', filename: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Image size must be less than 2MB.');
    const two = await upload(eventId, [
      { name: 'picture', filename: 'a.png', bytes: PNG },
      { name: 'picture', filename: 'b.png', bytes: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('You can add only 1 picture.');
    const none = await upload(eventId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a picture first.');
    expect((await upload('d'.repeat(24), [{ name: 'picture', filename: 'a.png', bytes: PNG }])).statusCode).toBe(404);
  });
});
