import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { jpegFile, pngFile, textFileNamedJpg } from '../../storage/testing/sampleFiles';
import { isStored } from '../../storage/testing/storedUploads';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { newId } from '../../lib/ids';
import { insertAssociation, insertEvent } from './testing/fixtures';
import { bearerFor } from './testing/session';

let t: TestApp;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  const association = await insertAssociation(t.database.db);
  eventId = (
    await insertEvent(t.database.db, { associationId: association.id, specialityId: association.speciality.id })
  ).id;
});

afterAll(() => t.close());

const english = { 'accept-language': 'en' };

const upload = (session: Record<string, string>, form: Record<string, FormValue>, event = eventId) => {
  const { payload, headers } = multipartPayload(form);
  return t.api({
    method: 'PUT',
    url: `/api/user/gallery/image/${event}`,
    payload,
    headers: { ...headers, ...session, ...english },
  });
};
const remove = (session: Record<string, string>, payload?: object, event = eventId) =>
  t.api({
    method: 'PUT',
    url: `/api/user/gallery/remove/image/${event}`,
    payload,
    headers: { ...session, ...english },
  });

async function session() {
  const user = await insertTestUser(t.database.db);
  return { user, headers: await bearerFor(t, user.id) };
}

describe('PUT /api/user/gallery/image/:eventId', () => {
  it("adds the picture to the event's images, recording the uploader", async () => {
    const { user, headers } = await session();
    const response = await upload(headers, { picture: pngFile() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Picture uploaded.');
    expect(body.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      eventId,
      url: expect.stringMatching(/^\/uploads\/gallery\/[0-9a-f]{32}\.png$/),
    });
    const row = await t.database.db
      .selectFrom('event_images')
      .selectAll()
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event_id: eventId, uploaded_by: user.id, url: body.data.url });
  });

  it('answers 404 for an unknown event, 400 for a malformed id, and checks the picture', async () => {
    const { headers } = await session();
    const unknown = await upload(headers, { picture: pngFile() }, newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Event not found.');
    const malformed = await upload(headers, { picture: pngFile() }, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The field "eventId" is not valid.');
    const fake = await upload(headers, { picture: textFileNamedJpg() });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Only image files are allowed.');
    const big = await upload(headers, { picture: jpegFile('big.jpg', 2 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Image size must be less than 2MB.');
    const none = await upload(headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a picture first.');
  });
});

describe('PUT /api/user/gallery/remove/image/:eventId', () => {
  it('lets the uploader remove the picture (row and file)', async () => {
    const { headers } = await session();
    const image = (await upload(headers, { picture: pngFile() })).json().data;
    expect(await isStored(t, image.url)).toBe(true);
    const response = await remove(headers, { imageId: image._id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Picture deleted.' });
    expect(await isStored(t, image.url)).toBe(false);
    const profile = (await t.api({ url: '/api/user/profile', headers })).json().data;
    expect(profile.images).toEqual([]);
    const again = await remove(headers, { imageId: image._id });
    expect(again.statusCode).toBe(404);
  });

  it("answers 403 to another user, and 403 for the association's own pictures", async () => {
    const owner = await session();
    const other = await session();
    const image = (await upload(owner.headers, { picture: pngFile() })).json().data;
    const response = await remove(other.headers, { imageId: image._id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You cannot change another user's content.");
    expect(
      await t.database.db.selectFrom('event_images').select('id').where('id', '=', image._id).executeTakeFirst(),
    ).toBeDefined();

    const official = newId();
    await t.database.db
      .insertInto('event_images')
      .values({ id: official, event_id: eventId, uploaded_by: null, url: '/uploads/seed/x.png' })
      .execute();
    expect((await remove(other.headers, { imageId: official })).statusCode).toBe(403);
  });

  it("answers SPEC's 'Invalid request' without an image id", async () => {
    const { headers } = await session();
    for (const payload of [undefined, {}, { imageId: '' }, { imageId: 'nope' }]) {
      const response = await remove(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid request');
    }
    const wrongType = await remove(headers, { imageId: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('The field "imageId" must be of type string.');
  });

  it('does not remove a picture through another event', async () => {
    const { headers } = await session();
    const image = (await upload(headers, { picture: pngFile() })).json().data;
    const response = await remove(headers, { imageId: image._id }, newId());
    expect(response.statusCode).toBe(404);
  });
});
