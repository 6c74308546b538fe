import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100', ACCOUNT_RATE_LIMIT_MAX: '1000' });
});

afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.api({ method: 'POST', url: '/api/user/login', payload, headers });

describe('POST /api/user/login', () => {
  it('answers a token that verifies and the profile of SPEC section 3', async () => {
    const user = await insertTestUser(t.database.db, {
      email: 'chiara.neri@campo.test',
      password: 'pallavolo22',
      firstName: 'Chiara',
      lastName: 'Neri',
    });
    const response = await login({ email: ' Chiara.Neri@Campo.test ', password: 'pallavolo22' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Accesso effettuato.');
    expect(body.data.user).toEqual({
      _id: user.id,
      firstName: 'Chiara',
      lastName: 'Neri',
      fullName: 'Chiara Neri',
      email: 'chiara.neri@campo.test',
      mobilePrefix: '+39',
      mobile: '3331234567',
      dob: '1990-04-12',
      fiscalCode: null,
      address: 'Via Roma 1, Milano',
      location: { address: 'Via Roma 1, Milano', lat: null, lng: null },
      picture: null,
      userType: 'user',
      isPasswordChanged: false,
      favouriteEvent: [],
      images: [],
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(await t.app.tokens.verify(body.data.token)).toEqual({ userId: user.id, sessionId: expect.any(String) });
  });

  it('answers 400 with a localised message for a wrong password or an unknown e-mail', async () => {
    const user = await insertTestUser(t.database.db);
    const wrongPassword = await login({ email: user.email, password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      message: 'E-mail o password non corretti.',
      statusCode: 400,
      error: 'Bad Request',
      code: 'core.auth.wrongCredentials',
    });
    const unknown = await login({ email: 'nessuno@campo.test', password: 'whatever' }, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Wrong e-mail or password.');
  });

  it('does not trim the password', async () => {
    const user = await insertTestUser(t.database.db, { password: 'calcio2026' });
    expect((await login({ email: user.email, password: ' calcio2026' })).statusCode).toBe(400);
  });

  it('answers 403 for an e-mail that is not verified yet', async () => {
    const user = await insertTestUser(t.database.db, { verified: false });
    const response = await login({ email: user.email, password: user.password }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Please confirm your e-mail address before logging in: check your inbox.');
  });

  it('sends associations to the admin site', async () => {
    const association = await insertTestUser(t.database.db, { userType: 'association' });
    const response = await login({ email: association.email, password: association.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Le associazioni accedono dal sito di amministrazione.');
  });

  it('validates the body by schema', async () => {
    const noPassword = await login({ email: 'a@campo.test' }, { 'accept-language': 'en' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('The field "password" is required.');
    const badEmail = await login({ email: 'not-an-email', password: 'x' }, { 'accept-language': 'en' });
    expect(badEmail.json().message).toBe('The field "email" must be a valid e-mail address.');
  });
});

describe('login rate limit', () => {
  it('answers 429 once a client goes over the limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '10m' });
    try {
      const attempt = () =>
        limited.api({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'x@campo.test', password: 'y' },
          headers: { 'accept-language': 'en' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'core.common.tooManyRequests',
      });
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
