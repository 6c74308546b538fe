import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { jpegFile, pngFile, textFileNamedJpg } from '../../storage/testing/sampleFiles';
import { isStored } from '../../storage/testing/storedUploads';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { insertAssociation, insertEvent, insertFavourite } from './testing/fixtures';
import { bearerFor } from './testing/session';
import { loadProfileRelations } from './profile.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const english = { 'accept-language': 'en' };

const putForm = (url: string, session: Record<string, string>, form: Record<string, FormValue>, headers = english) => {
  const { payload, headers: multipart } = multipartPayload(form);
  return t.api({ method: 'PUT', url, payload, headers: { ...multipart, ...session, ...headers } });
};

async function userWithSession() {
  const user = await insertTestUser(t.database.db, { firstName: 'Sara', lastName: 'Gallo' });
  return { user, session: await bearerFor(t, user.id) };
}

describe('GET /api/user/profile', () => {
  it("answers SPEC's profile fields with favourite events and the user's gallery pictures", async () => {
    const { user, session } = await userWithSession();
    const association = await insertAssociation(t.database.db);
    const event = await insertEvent(t.database.db, {
      associationId: association.id,
      specialityId: association.speciality.id,
    });
    await insertFavourite(t.database.db, user.id, event.id);
    const upload = await putForm(`/api/user/gallery/image/${event.id}`, session, { picture: pngFile() });
    expect(upload.statusCode).toBe(200);

    const response = await t.api({ url: '/api/user/profile', headers: session });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      _id: user.id,
      firstName: 'Sara',
      lastName: 'Gallo',
      fullName: 'Sara Gallo',
      email: user.email,
      dob: '1990-04-12',
      location: { address: 'Via Roma 1, Milano', lat: null, lng: null },
      userType: 'user',
      isPasswordChanged: false,
    });
    expect(profile.favouriteEvent).toEqual([
      {
        _id: event.id,
        name: 'Torneo di primavera',
        picture: '/uploads/seed/events/torneo.png',
        eventDate: event.day,
        time: '10:00',
        endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
        description: 'Torneo aperto a tutti & gratuito.',
        location: { address: 'Via dello Sport 3, Milano', coordinates: [expect.any(Number), expect.any(Number)] },
        endDate: event.day,
        isFavourite: true,
        isExpired: false,
      },
    ]);
    expect(profile.images).toEqual([upload.json().data]);
  });

  it('lists favourites most recently added first, expired ones marked, as the login answers them', async () => {
    const { user, session } = await userWithSession();
    const association = await insertAssociation(t.database.db);
    const events = { associationId: association.id, specialityId: association.speciality.id };
    const past = await insertEvent(t.database.db, { ...events, name: 'Finale passata', startsInDays: -3 });
    const soon = await insertEvent(t.database.db, { ...events, name: 'Amichevole', startsInDays: 2 });
    await insertFavourite(t.database.db, user.id, past.id);
    await insertFavourite(t.database.db, user.id, soon.id);

    const profile = (await t.api({ url: '/api/user/profile', headers: session })).json().data;
    const relations = await loadProfileRelations(t.database.db, user.id);
    expect(profile.favouriteEvent).toEqual(relations.favouriteEvent);
    expect(
      profile.favouriteEvent.map((item: { name: string; isExpired: boolean }) => [item.name, item.isExpired]),
    ).toEqual(
      expect.arrayContaining([
        ['Finale passata', true],
        ['Amichevole', false],
      ]),
    );
    expect(profile.favouriteEvent).toHaveLength(2);
  });

  it("lists only the user's own gallery pictures, newest first (same time: by id, descending)", async () => {
    const { user, session } = await userWithSession();
    const other = await insertTestUser(t.database.db);
    const association = await insertAssociation(t.database.db);
    const event = await insertEvent(t.database.db, {
      associationId: association.id,
      specialityId: association.speciality.id,
    });
    const image = (id: string, uploadedBy: string, createdAt: string) => ({
      id,
      event_id: event.id,
      uploaded_by: uploadedBy,
      url: `/uploads/gallery/${id}.png`,
      created_at: createdAt,
    });
    await t.database.db
      .insertInto('event_images')
      .values([
        image('g-old', user.id, '2026-01-01T10:00:00.000Z'),
        image('g-new-a', user.id, '2026-03-01T10:00:00.000Z'),
        image('g-new-b', user.id, '2026-03-01T10:00:00.000Z'),
        image('g-mid', user.id, '2026-02-01T10:00:00.000Z'),
        image('g-others', other.id, '2026-04-01T10:00:00.000Z'),
      ])
      .execute();

    const profile = (await t.api({ url: '/api/user/profile', headers: session })).json().data;
    expect(profile.images).toEqual(
      ['g-new-b', 'g-new-a', 'g-mid', 'g-old'].map((id) => ({
        _id: id,
        eventId: event.id,
        url: `/uploads/gallery/${id}.png`,
      })),
    );
  });

  it('needs a valid session', async () => {
    const response = await t.api({ url: '/api/user/profile', headers: { authorization: 'Bearer nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Failed to authenticate token');
  });
});

describe('PUT /api/user/profile', () => {
  it('changes only the fields sent, takes dob as YYYY/MM/DD and never the e-mail', async () => {
    const { user, session } = await userWithSession();
    const response = await putForm('/api/user/profile', session, {
      firstName: ' Sara Maria ',
      mobilePrefix: '+39',
      mobile: '393331112222',
      dob: '1991/02/03',
      fiscalCode: 'glasrm91b43f205z',
      address: 'Via Dante 5, Bergamo',
      lat: '45.6983',
      lng: '9.6773',
      email: 'hacker@example.it',
      lastName: '',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profile updated.');
    expect(body.data).toMatchObject({
      firstName: 'Sara Maria',
      lastName: 'Gallo',
      fullName: 'Sara Maria Gallo',
      email: user.email,
      mobilePrefix: '+39',
      mobile: '393331112222',
      dob: '1991-02-03',
      fiscalCode: 'GLASRM91B43F205Z',
      address: 'Via Dante 5, Bergamo',
      location: { address: 'Via Dante 5, Bergamo', lat: 45.6983, lng: 9.6773 },
    });

    const addressOnly = await putForm('/api/user/profile', session, { address: 'Piazza Vecchia 1, Bergamo' });
    expect(addressOnly.json().data).toMatchObject({
      firstName: 'Sara Maria',
      location: { address: 'Piazza Vecchia 1, Bergamo', lat: null, lng: null },
    });
  });

  it.each([
    [{ mobilePrefix: '+39012' }, 'The field "mobilePrefix" is not valid.'],
    [{ mobile: '1234567890123456' }, 'The field "mobile" is not valid.'],
    [{ dob: '03/02/1991' }, 'The field "dob" is not valid.'],
    [{ dob: '1991/02/30' }, 'The field "dob" must be a valid date in the past.'],
    [{ lng: '9.1' }, 'Send lat and lng together, as valid coordinates.'],
    [{ firstName: 'x'.repeat(51) }, 'The field "firstName" can have at most 50 characters.'],
    [{ email: 'nuova@example.it' }, 'Nothing to update: send at least one field.'],
    [{}, 'Nothing to update: send at least one field.'],
  ])('rejects %j with 400: %s', async (form, message) => {
    const { session } = await userWithSession();
    const response = await putForm('/api/user/profile', session, form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('rejects a file in the profile form', async () => {
    const { session } = await userWithSession();
    const response = await putForm('/api/user/profile', session, { firstName: 'Sara', picture: pngFile() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The form does not take a file named "picture".');
  });

  it("only ever changes the logged-in user's own profile", async () => {
    const first = await userWithSession();
    const second = await userWithSession();
    await putForm('/api/user/profile', second.session, {
      firstName: 'Intruso',
      _id: first.user.id,
      userId: first.user.id,
    });
    const firstProfile = (await t.api({ url: '/api/user/profile', headers: first.session })).json().data;
    expect(firstProfile.firstName).toBe('Sara');
    const secondProfile = (await t.api({ url: '/api/user/profile', headers: second.session })).json().data;
    expect(secondProfile.firstName).toBe('Intruso');
  });
});

describe('PUT /api/user/profile/picture', () => {
  it('stores the image, answers the profile and deletes the previous upload', async () => {
    const { session } = await userWithSession();
    const first = await putForm('/api/user/profile/picture', session, { picture: pngFile('io.png') });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Profile picture updated.');
    const firstUrl = first.json().data.picture;
    expect(firstUrl).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const second = await putForm('/api/user/profile/picture', session, { picture: jpegFile('io.jpeg') });
    const secondUrl = second.json().data.picture;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(await isStored(t, secondUrl)).toBe(true);
    expect(await isStored(t, firstUrl)).toBe(false);
  });

  it("rejects fakes, oversize images, a missing picture and two pictures with SPEC's messages", async () => {
    const { session } = await userWithSession();
    const fake = await putForm('/api/user/profile/picture', session, { picture: textFileNamedJpg() });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Only image files are allowed.');
    const big = await putForm('/api/user/profile/picture', session, {
      picture: jpegFile('big.jpg', 2 * 1024 * 1024 + 10),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Image size must be less than 2MB.');
    const huge = await putForm('/api/user/profile/picture', session, {
      picture: jpegFile('huge.jpg', 6 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const none = await putForm('/api/user/profile/picture', session, { note: 'niente' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a picture first.');
    const two = await putForm('/api/user/profile/picture', session, { picture: [pngFile(), pngFile()] });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('You can add only 1 picture.');
    const italian = await putForm(
      '/api/user/profile/picture',
      session,
      { picture: textFileNamedJpg() },
      { 'accept-language': 'it' },
    );
    expect(italian.json().message).toBe('Sono ammessi solo file immagine.');
  });

  it('needs a session', async () => {
    const response = await putForm('/api/user/profile/picture', {}, { picture: pngFile() });
    expect(response.statusCode).toBe(401);
  });
});
