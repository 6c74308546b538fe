import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const server = setupServer(http.get('/api/ping', () => HttpResponse.json({ ok: true })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('a relative /api URL resolves against the page location, as in a browser', async () => {
  const res = await fetch(new Request('/api/ping'));
  expect(await res.json()).toEqual({ ok: true });
});
