import { isDatabaseEmpty, seedDemoData } from '../../db/seed/index';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { uploads: t.app.uploads, password: t.config.seed.password });
}, 300_000);

afterAll(() => t.close());

describe('login with the seeded demo data', () => {
  it('seeded the database', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
  });

  it.each([
    ['mario@campo.test', 'Mario', 'Rossi'],
    ['giulia@campo.test', 'Giulia', 'Bianchi'],
  ])('works for %s with the default seed password campo1234', async (email, firstName, lastName) => {
    const response = await t.api({ method: 'POST', url: '/api/user/login', payload: { email, password: 'campo1234' } });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(user).toMatchObject({ email, firstName, lastName, fullName: `${firstName} ${lastName}`, userType: 'user' });
    const me = await t.app.tokens.verify(token);
    expect(me?.userId).toBe(user._id);
  });

  it('refuses the demo user with another password', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'mario@campo.test', password: 'campo12345' },
    });
    expect(response.statusCode).toBe(400);
  });
});
