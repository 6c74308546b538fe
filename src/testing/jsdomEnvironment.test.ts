import { http, HttpResponse } from 'msw';
import { server } from './server';
import { acceptOffContractResponses } from './contract/mockedResponses';

// A made-up route: this test is about URL resolution in jsdom.
beforeEach(() => acceptOffContractResponses());

test('a relative /api URL resolves against the page location, as in a browser', async () => {
  server.use(http.get('/api/ping', () => HttpResponse.json({ ok: true })));
  const res = await fetch(new Request('/api/ping'));
  expect(await res.json()).toEqual({ ok: true });
});
