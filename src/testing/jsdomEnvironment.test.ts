import { http, HttpResponse } from 'msw';
import { server } from './server';

test('a relative /api URL resolves against the page location, as in a browser', async () => {
  server.use(http.get('/api/ping', () => HttpResponse.json({ ok: true })));
  const res = await fetch(new Request('/api/ping'));
  expect(await res.json()).toEqual({ ok: true });
});
