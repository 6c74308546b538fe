import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, secondConnection, type TestDatabase } from '../testing/testDb';
import { insertTestUser } from '../testing/testUsers';
import { sharedTokenSecret } from './sharedTokenSecret';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

describe('sharedTokenSecret', () => {
  it('writes one random secret on first use and answers the same on every connection', async () => {
    const other = await secondConnection(database);
    try {
      const [first, second] = await Promise.all([sharedTokenSecret(database.db), sharedTokenSecret(other.db)]);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(await sharedTokenSecret(other.db)).toBe(first);
    } finally {
      await other.close();
    }
  });

  it('lets a token signed by one instance work on another that shares the database', async () => {
    const user = await insertTestUser(database.db, { email: 'anna.gallo@campo.test', password: 'canottaggio8' });
    const instanceConfig = (dataDir: string) => ({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DIST_DIR: `${dataDir}/no-dist` }),
      tokenSecret: '',
      tokenSecretInDatabase: true,
    });
    const other = await secondConnection(database);
    const a = await buildApp(instanceConfig(`${database.dataDir}/a`), { database });
    const b = await buildApp(instanceConfig(`${database.dataDir}/b`), { database: other });
    try {
      const key = { [a.config.secretHeader.name]: a.config.secretHeader.value };
      const login = await a.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: key,
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().data.token as string;
      const profile = await b.inject({
        url: '/api/user/profile',
        headers: { ...key, authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.email).toBe(user.email);
      expect(b.config.tokenSecret).toBe(await sharedTokenSecret(database.db));
    } finally {
      await a.close();
      await b.close();
      await other.close();
    }
  });
});
