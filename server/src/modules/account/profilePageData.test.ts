import { createDistFixture } from '../../testing/distFixture';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;

beforeAll(async () => {
  dist = createDistFixture();
  t = await createTestApp({ DIST_DIR: dist.dir, AUTH_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

async function memberWithPicture(picture: string | null) {
  const user = await insertTestUser(t.database.db, { password: 'calcetto1' });
  await t.database.db.updateTable('users').set({ picture }).where('id', '=', user.id).execute();
  const login = await t.api({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: 'calcetto1' },
  });
  expect(login.statusCode).toBe(200);
  return login.json().data.token as string;
}

const page = (url: string, token?: string) =>
  t.app.inject({
    url,
    headers: {
      accept: 'text/html',
      ...(token ? { cookie: `Campo-Web-Token=${encodeURIComponent(token)}; loggedin=true` } : {}),
    },
  });

const preloadOf = (picture: string) => `<link rel="preload" as="image" href="${picture}" fetchpriority="high">`;

describe("/profile's index.html", () => {
  it("carries the logged-in member's profile and preloads their own picture on the first tab", async () => {
    const token = await memberWithPicture('/uploads/avatars/anna.png');
    const profile = await t.api({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'it' },
    });
    expect(profile.statusCode).toBe(200);
    for (const url of ['/profile', '/profile?tab=accountDetails']) {
      const response = await page(url, token);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(preloadOf('/uploads/avatars/anna.png'));
      const block = /<script type="application\/json" id="campo-page-data">([^<]*)<\/script>/.exec(response.body);
      // Once, though the top bar asks for it too; the top bar's bell, cart and unread counts follow.
      const entries = JSON.parse(block![1]) as { path: string }[];
      expect(entries[0]).toEqual({ path: '/user/profile', language: 'it', body: profile.json() });
      expect(entries.map((entry) => entry.path)).toEqual([
        '/user/profile',
        '/user/notifications?offset=0&limit=10',
        '/user/carts',
        '/user/message/unread',
      ]);
    }
    // Other tabs and pages carry the profile for the top bar, without preloading the picture it shows small.
    expect((await page('/profile?tab=myOrders', token)).body).toContain('campo-page-data');
    expect((await page('/profile?tab=myOrders', token)).body).not.toContain('as="image"');
    expect((await page('/events', token)).body).not.toContain('as="image"');
  });

  it('preloads nothing without a live session: no cookie, a forged token, or a session ended by logout', async () => {
    const token = await memberWithPicture('/uploads/avatars/bruno.png');
    expect((await page('/profile')).body).not.toContain('as="image"');
    expect((await page('/profile', `${token}x`)).body).not.toContain('as="image"');
    expect((await page('/profile', 'not%a%token')).body).not.toContain('as="image"');
    const logout = await t.api({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const after = await page('/profile', token);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('as="image"');
  });

  it('preloads nothing for a member without a picture', async () => {
    const token = await memberWithPicture(null);
    expect((await page('/profile', token)).body).not.toContain('as="image"');
  });
});
