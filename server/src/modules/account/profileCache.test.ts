import { checkResponse } from '../../../../src/testing/contract/openApiDocument';
import { newId } from '../../lib/ids';
import { multipartPayload } from '../../storage/testing/multipartPayload';
import { pngFile } from '../../storage/testing/sampleFiles';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { createProfileCache } from './profileCache';
import { loadProfile } from './profile.service';
import { insertAssociation, insertEvent, insertFavourite } from './testing/fixtures';
import { bearerFor } from './testing/session';

// The profile cache (profileCache.ts) answers what the database holds now: every write to a member's row, their
// favourites or their gallery raises their profile version (migration 0032), an event's write the `events` version,
// from the API or from outside it; and a favourite that ends flips its `isExpired` with no write at all.

let t: TestApp;
let association: Awaited<ReturnType<typeof insertAssociation>>;

beforeAll(async () => {
  t = await createTestApp();
  association = await insertAssociation(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function member(firstName: string) {
  const user = await insertTestUser(db(), { firstName, lastName: 'Rossi' });
  return { id: user.id, session: await bearerFor(t, user.id) };
}

type Member = Awaited<ReturnType<typeof member>>;

async function profileOf(who: Member) {
  const response = await t.api({ url: '/api/user/profile', headers: { ...who.session, 'accept-language': 'en' } });
  expect(response.statusCode).toBe(200);
  expect(checkResponse('GET', '/api/user/profile', 200, response.json())).toEqual({ ok: true });
  return response;
}

/** The profile as the service reads it from the database now, with no cache. */
const fresh = async (who: Member) => JSON.parse(JSON.stringify(await loadProfile(db(), who.id)));

const event = (name: string, startsInDays = 10) =>
  insertEvent(db(), { associationId: association.id, specialityId: association.speciality.id, name, startsInDays });

describe('the profile, cached per member', () => {
  it('answers the same bytes from the cache as when it loaded, equal to the database, to its member only', async () => {
    const sara = await member('Sara');
    const marco = await member('Marco');
    await insertFavourite(db(), sara.id, (await event('Torneo "Campo" àè')).id);
    const first = await profileOf(sara);
    const second = await profileOf(sara);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json().data).toEqual(await fresh(sara));
    expect(JSON.stringify(second.json())).toBe(second.body);
    const italian = await t.api({ url: '/api/user/profile', headers: { ...sara.session, 'accept-language': 'it' } });
    expect(italian.json().data).toEqual(second.json().data);
    expect(italian.json().message).not.toBe(second.json().message);

    const other = (await profileOf(marco)).json().data;
    expect(other._id).toBe(marco.id);
    expect(other.favouriteEvent).toEqual([]);
    expect(other).toEqual(await fresh(marco));
  });

  it("shows the member's own changes, through the API and outside it", async () => {
    const sara = await member('Sara');
    await profileOf(sara);
    const { payload, headers } = multipartPayload({ firstName: 'Sarina' });
    const update = await t.api({
      method: 'PUT',
      url: '/api/user/profile',
      payload,
      headers: { ...headers, ...sara.session },
    });
    expect(update.statusCode).toBe(200);
    expect((await profileOf(sara)).json().data.firstName).toBe('Sarina');

    await db()
      .updateTable('users')
      .set({ is_password_changed: true, mobile: '3331234567' })
      .where('id', '=', sara.id)
      .execute();
    const changed = (await profileOf(sara)).json().data;
    expect(changed).toMatchObject({ isPasswordChanged: true, mobile: '3331234567' });
    expect(changed).toEqual(await fresh(sara));
  });

  it('shows favourites added and removed, through the API and outside it', async () => {
    const sara = await member('Sara');
    const derby = await event('Derby');
    const finale = await event('Finale');
    await profileOf(sara);
    const toggle = await t.api({
      method: 'PUT',
      url: `/api/user/favourite/event/${derby.id}`,
      headers: sara.session,
      payload: { isFavourite: true },
    });
    expect(toggle.statusCode).toBe(200);
    expect((await profileOf(sara)).json().data.favouriteEvent.map((e: { name: string }) => e.name)).toEqual(['Derby']);

    await insertFavourite(db(), sara.id, finale.id);
    expect((await profileOf(sara)).json().data.favouriteEvent).toHaveLength(2);
    await db().deleteFrom('event_favourites').where('user_id', '=', sara.id).where('event_id', '=', derby.id).execute();
    const left = (await profileOf(sara)).json().data;
    expect(left.favouriteEvent.map((e: { name: string }) => e.name)).toEqual(['Finale']);
    expect(left).toEqual(await fresh(sara));
  });

  it("shows gallery uploads and removals, and a change to a favourite event's card", async () => {
    const sara = await member('Sara');
    const derby = await event('Derby');
    await insertFavourite(db(), sara.id, derby.id);
    await profileOf(sara);
    const { payload, headers } = multipartPayload({ picture: pngFile() });
    const upload = await t.api({
      method: 'PUT',
      url: `/api/user/gallery/image/${derby.id}`,
      payload,
      headers: { ...headers, ...sara.session },
    });
    expect(upload.statusCode).toBe(200);
    expect((await profileOf(sara)).json().data.images).toHaveLength(1);
    await db().deleteFrom('event_images').where('uploaded_by', '=', sara.id).execute();
    expect((await profileOf(sara)).json().data.images).toEqual([]);

    await db().updateTable('events').set({ name: 'Derby di ritorno' }).where('id', '=', derby.id).execute();
    const changed = (await profileOf(sara)).json().data;
    expect(changed.favouriteEvent[0].name).toBe('Derby di ritorno');
    expect(changed).toEqual(await fresh(sara));
  });

  it('loads again when a favourite has ended since it was kept, and not before', async () => {
    const sara = await member('Sara');
    const today = await event('Oggi', 0);
    await insertFavourite(db(), sara.id, today.id);
    const { ends_at: endsAt } = await db()
      .selectFrom('events')
      .select('ends_at')
      .where('id', '=', today.id)
      .executeTakeFirstOrThrow();
    const end = new Date(endsAt).getTime();
    const cache = createProfileCache();
    const loads: number[] = [];
    const read = (at: number) =>
      cache.profile(db(), sara.id, new Date(at), async () => {
        loads.push(at);
        return Buffer.from(JSON.stringify(await loadProfile(db(), sara.id, new Date(at))));
      });
    const before = JSON.parse(String(await read(end - 60_000)));
    await read(end - 1_000);
    expect(loads).toEqual([end - 60_000]);
    const after = JSON.parse(String(await read(end + 1_000)));
    expect(loads).toEqual([end - 60_000, end + 1_000]);
    expect([before.favouriteEvent[0].isExpired, after.favouriteEvent[0].isExpired]).toEqual([false, true]);
  });

  it('answers nothing for a member who is gone, and keeps nothing for them', async () => {
    const cache = createProfileCache();
    let loaded = false;
    const answer = await cache.profile(db(), newId(), new Date(), async () => {
      loaded = true;
      return Buffer.from('{}');
    });
    expect(answer).toBeNull();
    expect(loaded).toBe(false);
  });
});
