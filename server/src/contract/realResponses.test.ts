import { checkResponse } from '../../../src/testing/contract/openApiDocument';
import { seedDemoData } from '../db/seed/index';
import { createTestApp, type TestApp } from '../testing/testApp';

// Real answers of the seeded demo data against the committed docs/openapi.json, with the same Ajv check the web
// tests run on every msw answer: the document (and so the SPA's generated types) says what the server sends.

let t: TestApp;
let headers: Record<string, string>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { uploads: t.app.uploads, password: t.config.seed.password });
  const login = await t.api({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'mario@campo.test', password: t.config.seed.password },
  });
  token = login.json().data.token;
  headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
}, 300_000);

afterAll(() => t.close());

async function expectDocumented(method: string, url: string, payload?: object) {
  const response = await t.api({ method: method as 'GET', url, headers, payload });
  const check = checkResponse(method, new URL(url, 'http://localhost').pathname, response.statusCode, response.json());
  expect(check).toEqual({ ok: true });
  return response;
}

const firstId = async (url: string): Promise<string> => {
  const response = await t.api({ url, headers });
  return response.json().data[0]._id;
};

describe('real answers match docs/openapi.json', () => {
  it('login and profile', async () => {
    await expectDocumented('POST', '/api/user/login', { email: 'giulia@campo.test', password: t.config.seed.password });
    await expectDocumented('GET', '/api/user/profile');
  });

  it("the member's sessions", async () => {
    const list = await expectDocumented('GET', '/api/user/sessions');
    expect(list.json().data).toContainEqual(expect.objectContaining({ current: true }));
    await expectDocumented('DELETE', '/api/user/sessions/AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('events list, detail, public event, catalogue and venues', async () => {
    const list = await expectDocumented('GET', '/api/user/events?offset=0&limit=20');
    expect(list.json().data.length).toBeGreaterThan(0);
    const eventId = await firstId('/api/user/events');
    await expectDocumented('GET', `/api/user/event/${eventId}`);
    await expectDocumented('GET', `/api/event/${eventId}`);
    const specialities = await expectDocumented('GET', '/api/user/specialities/options');
    await expectDocumented('GET', `/api/user/specialities/category?specialityId=${specialities.json().data[0]._id}`);
    await expectDocumented('GET', '/api/user/popular/venues');
  });

  it('my events and one of them', async () => {
    const mine = await expectDocumented('GET', '/api/user/myevents?offset=0&limit=50');
    expect(mine.json().data.length).toBeGreaterThan(0);
    await expectDocumented('GET', `/api/user/myevent/${mine.json().data[0]._id}`);
  });

  it('associations list, detail (speciality as {_id, title}) and the public list', async () => {
    const list = await expectDocumented('GET', '/api/user/associations?offset=0&limit=20');
    const detail = await expectDocumented('GET', `/api/user/association/${list.json().data[0]._id}`);
    expect(detail.json().data.speciality).toEqual({ _id: expect.any(String), title: expect.any(String) });
    await expectDocumented('GET', '/api/user/associations/public');
  });

  it('ticket preview and the error body of a 4xx', async () => {
    const events = (await t.api({ url: '/api/user/events?limit=50', headers })).json().data as {
      _id: string;
      isExpired: boolean;
    }[];
    const upcoming = events.find((event) => !event.isExpired);
    await expectDocumented('POST', '/api/user/event/preview/transaction', {
      eventId: upcoming?._id,
      noOfTickets: 1,
      ticketHolderName: 'Mario Rossi',
    });
    await expectDocumented('GET', '/api/user/associations?offset=1e308');
  });
});
