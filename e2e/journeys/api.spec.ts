import { expect, SECRET_HEADER, test } from '../fixtures';

test('the seeded server answers health, documents its routes and logs the demo member in', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);

  const docs = await request.get('/api/docs/json');
  expect(docs.ok()).toBeTruthy();
  const paths = Object.keys((await docs.json()).paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/user/login', '/api/contact', '/api/health']));

  const login = await request.post('/api/user/login', {
    headers: SECRET_HEADER,
    data: { email: 'mario@campo.test', password: process.env.SEED_PASSWORD ?? 'campo1234' },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(body.data.user.email).toBe('mario@campo.test');
});

test('an API call without the client key is refused with a message', async ({ request }) => {
  const res = await request.post('/api/user/login', { data: { email: 'mario@campo.test', password: 'x' } });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBeTruthy();
});
