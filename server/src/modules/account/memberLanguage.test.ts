import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { bearerFor, mailbox } from './testing/session';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedLanguage = async (userId: string) =>
  (await t.database.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow())
    .language;

const setLanguage = (headers: Record<string, string>, language: unknown) =>
  t.api({ method: 'PUT', url: '/api/user/language', headers, payload: { language } });

describe("the member's language", () => {
  it('is kept when the member switches, and only for that member', async () => {
    const anna = await insertTestUser(t.database.db);
    const bruno = await insertTestUser(t.database.db);
    const response = await setLanguage(await bearerFor(t, anna.id), 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Language saved: e-mails will arrive in English.',
      data: { language: 'en' },
    });
    expect(await storedLanguage(anna.id)).toBe('en');
    expect(await storedLanguage(bruno.id)).toBeNull();

    expect((await setLanguage(await bearerFor(t, anna.id), 'it')).json().data).toEqual({ language: 'it' });
    expect(await storedLanguage(anna.id)).toBe('it');
  });

  it('refuses a language the app does not speak, and a call without a session', async () => {
    const carla = await insertTestUser(t.database.db);
    const french = await setLanguage({ ...(await bearerFor(t, carla.id)), 'accept-language': 'en' }, 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toMatch(/language/);
    expect(await storedLanguage(carla.id)).toBeNull();
    expect((await setLanguage({}, 'en')).statusCode).toBe(401);
  });

  it('is taken from the lang cookie at login, and left alone by a login without one', async () => {
    const dario = await insertTestUser(t.database.db);
    const login = (cookie?: string) =>
      t.api({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: dario.email, password: dario.password },
        headers: cookie ? { cookie } : {},
      });
    expect((await login('loggedin=false; lang=en')).statusCode).toBe(200);
    expect(await storedLanguage(dario.id)).toBe('en');
    expect((await login()).statusCode).toBe(200);
    expect(await storedLanguage(dario.id)).toBe('en');
    expect((await login('lang=it')).statusCode).toBe(200);
    expect(await storedLanguage(dario.id)).toBe('it');
  });

  it('is the language of a new account: the one it signed up in', async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      firstName: 'Emma',
      lastName: 'Ricci',
      mobilePrefix: '+44',
      mobile: '7700900123',
      dob: '1994-03-02',
      email: 'emma.language@campo.test',
      password: 'segreta123',
      confirmPassword: 'segreta123',
      address: 'Via Po 3, Torino',
      associations: '[]',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const response = await t.api({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': request.headers.get('content-type')!, 'accept-language': 'en' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(await storedLanguage(response.json().data._id)).toBe('en');
  });
});

describe('mails go out in the recipient’s language', () => {
  it('sends the password code in the English member’s language when asked from an Italian page', async () => {
    const english = await insertTestUser(t.database.db);
    await setLanguage(await bearerFor(t, english.id), 'en');
    const asked = await t.api({
      method: 'PUT',
      url: '/api/user/forgotpassword',
      headers: { 'accept-language': 'it' },
      payload: { email: english.email },
    });
    expect(asked.json().message).toMatch(/codice/);
    const [mail] = await mailbox(t, english.email);
    expect(mail.subject).toBe('Your code to reset your password');
  });

  it('falls back to the asking page’s language for a member who never chose one', async () => {
    const unknown = await insertTestUser(t.database.db);
    await t.api({
      method: 'PUT',
      url: '/api/user/forgotpassword',
      headers: { 'accept-language': 'it' },
      payload: { email: unknown.email },
    });
    const [mail] = await mailbox(t, unknown.email);
    expect(mail.subject).not.toBe('Your code to reset your password');
  });
});
