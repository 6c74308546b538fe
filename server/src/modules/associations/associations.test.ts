import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { insertAssociation, insertEvent, insertFavourite } from '../account/testing/fixtures';
import { bearerFor } from '../account/testing/session';

let t: TestApp;
let viewer: { id: string; headers: Record<string, string> };
let navigli: Awaited<ReturnType<typeof insertAssociation>>;
let aurora: Awaited<ReturnType<typeof insertAssociation>>;
let pending: Awaited<ReturnType<typeof insertAssociation>>;

beforeAll(async () => {
  t = await createTestApp();
  navigli = await insertAssociation(t.database.db, { name: 'Polisportiva Navigli', city: 'Milano' });
  aurora = await insertAssociation(t.database.db, { name: 'ASD Aurora 100%', city: 'Torino' });
  await insertAssociation(t.database.db, { name: 'circolo tennis brera', city: 'Milano' });
  pending = await insertAssociation(t.database.db, { name: 'Nuova Pallavolo', status: 'pending' });
  const user = await insertTestUser(t.database.db);
  viewer = { id: user.id, headers: await bearerFor(t, user.id) };
});

afterAll(() => t.close());

const english = { 'accept-language': 'en' };
const get = (url: string, headers: Record<string, string> = viewer.headers) =>
  t.api({ url, headers: { ...headers, ...english } });
const follow = (id: string, isFollower: unknown, headers: Record<string, string> = viewer.headers) =>
  t.api({
    method: 'PUT',
    url: `/api/user/follow/association/${id}`,
    payload: { isFollower },
    headers: { ...headers, ...english },
  });

describe('GET /api/user/associations/public', () => {
  it('lists approved associations by name, without login', async () => {
    const response = await t.api({ url: '/api/user/associations/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { _id: aurora.id, name: 'ASD Aurora 100%' },
      { _id: expect.any(String), name: 'circolo tennis brera' },
      { _id: navigli.id, name: 'Polisportiva Navigli' },
    ]);
  });
});

describe('PUT /api/user/follow/association/:id', () => {
  it('sets the absolute state, idempotently, and answers the followers count', async () => {
    const other = await insertTestUser(t.database.db);
    const otherHeaders = await bearerFor(t, other.id);
    const first = await follow(navigli.id, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'You now follow Polisportiva Navigli.',
      data: { isFollower: true, followers: 1 },
    });
    expect((await follow(navigli.id, true)).json().data).toEqual({ isFollower: true, followers: 1 });
    expect((await follow(navigli.id, true, otherHeaders)).json().data).toEqual({ isFollower: true, followers: 2 });
    const off = await follow(navigli.id, false, otherHeaders);
    expect(off.json()).toEqual({
      message: 'You no longer follow Polisportiva Navigli.',
      data: { isFollower: false, followers: 1 },
    });
    expect((await follow(navigli.id, false, otherHeaders)).json().data).toEqual({ isFollower: false, followers: 1 });
  });

  it('answers 404 for unknown or pending associations, 400 for a bad body, 401 without login', async () => {
    expect((await follow(newId(), true)).statusCode).toBe(404);
    const notApproved = await follow(pending.id, true);
    expect(notApproved.statusCode).toBe(404);
    expect(notApproved.json().message).toBe('Association not found.');
    const wrongType = await follow(navigli.id, 'yes');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('The field "isFollower" must be of type boolean.');
    expect((await follow(navigli.id, true, {})).statusCode).toBe(401);
  });
});

describe('GET /api/user/associations', () => {
  it('lists approved associations with followers and isFollower, paged, with total', async () => {
    await follow(navigli.id, true);
    const firstPage = await get('/api/user/associations?offset=0&limit=2');
    expect(firstPage.statusCode).toBe(200);
    const body = firstPage.json();
    expect(body.total).toBe(3);
    expect(body.data).toEqual([
      {
        _id: aurora.id,
        name: 'ASD Aurora 100%',
        email: aurora.email,
        picture: null,
        followers: 0,
        isFollower: false,
        city: 'Torino',
      },
      expect.objectContaining({ name: 'circolo tennis brera' }),
    ]);
    const secondPage = (await get('/api/user/associations?offset=2&limit=2')).json();
    expect(secondPage.total).toBe(3);
    expect(secondPage.data).toEqual([expect.objectContaining({ _id: navigli.id, isFollower: true, followers: 1 })]);
  });

  it('searches by name in any letter case, taking % literally, and filters the followed ones', async () => {
    const byName = (await get('/api/user/associations?name=NAVIG')).json();
    expect(byName.data.map((a: { _id: string }) => a._id)).toEqual([navigli.id]);
    expect(byName.total).toBe(1);
    expect((await get('/api/user/associations?name=100%25')).json().data).toHaveLength(1);
    expect((await get('/api/user/associations?name=%25')).json().data).toHaveLength(1);
    expect((await get('/api/user/associations?name=Pallavolo')).json()).toMatchObject({ data: [], total: 0 });
    await follow(navigli.id, true);
    const followed = (await get('/api/user/associations?followed=true')).json();
    expect(followed.data.map((a: { _id: string }) => a._id)).toEqual([navigli.id]);
  });

  it('validates the query and needs a login', async () => {
    const badLimit = await get('/api/user/associations?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('The field "limit" must be at least 1.');
    expect((await get('/api/user/associations?offset=abc')).statusCode).toBe(400);
    expect((await get('/api/user/associations', {})).statusCode).toBe(401);
  });
});

describe('GET /api/user/association/:id', () => {
  it('answers the detail with speciality and only upcoming events, marking favourites', async () => {
    const soon = await insertEvent(t.database.db, {
      associationId: aurora.id,
      specialityId: aurora.speciality.id,
      name: 'Corsa campestre',
      startsInDays: 3,
    });
    const later = await insertEvent(t.database.db, {
      associationId: aurora.id,
      specialityId: aurora.speciality.id,
      name: 'Staffetta',
      startsInDays: 20,
    });
    await insertEvent(t.database.db, {
      associationId: aurora.id,
      specialityId: aurora.speciality.id,
      name: 'Passata',
      startsInDays: -5,
    });
    await insertFavourite(t.database.db, viewer.id, later.id);
    const response = await get(`/api/user/association/${aurora.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      _id: aurora.id,
      name: 'ASD Aurora 100%',
      followers: 0,
      isFollower: false,
      city: 'Torino',
      description: 'Scuola calcio per ragazzi.',
      websiteUrl: 'https://campoverde.example',
      speciality: { _id: aurora.speciality.id, title: aurora.speciality.title },
    });
    expect(detail.upcomingEvents.map((e: { _id: string; isFavourite: boolean }) => [e._id, e.isFavourite])).toEqual([
      [soon.id, false],
      [later.id, true],
    ]);
  });

  it('answers 404 for pending and unknown associations and 400 for a malformed id', async () => {
    expect((await get(`/api/user/association/${pending.id}`)).statusCode).toBe(404);
    expect((await get(`/api/user/association/${newId()}`)).statusCode).toBe(404);
    const malformed = await get('/api/user/association/xyz');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The field "id" is not valid.');
  });
});
