import { http, HttpResponse } from 'msw';
import { languageChanged } from '../preferences/preferencesSlice';
import { makeStore } from '../app/store';
import { baseQueryApiFor } from '../testing/baseQueryApi';
import { putPageData, putPageDataBlock } from '../testing/pageDataBlock';
import { server } from '../testing/server';
import { createBaseQuery } from './baseQuery';
import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_FRESH_MS, resetPageData, takePageData } from './pageData';

const FIRST_PAGE = { message: 'ok', total: 1, data: [{ _id: 'e1', name: 'Gravel Tour' }] };

const entry = (language = 'it') => ({ path: '/user/events?offset=0&limit=3', language, body: FIRST_PAGE });

beforeEach(() => resetPageData());
afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('page data', () => {
  it('answers the matching GET once, whatever the order of its parameters, and removes the block', () => {
    putPageData([entry()]);
    expect(takePageData({ url: '/user/events', params: { limit: 3, offset: 0 } }, 'it', 0)).toEqual({
      body: FIRST_PAGE,
    });
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(takePageData({ url: '/user/events', params: { offset: 0, limit: 3 } }, 'it', 0)).toBeUndefined();
  });

  it('answers nothing for another request, another language, a write, or a page open too long', () => {
    putPageData([entry('en')]);
    expect(takePageData({ url: '/user/events', params: { offset: 3, limit: 3 } }, 'en', 0)).toBeUndefined();
    expect(
      takePageData({ url: '/user/events', params: { offset: 0, limit: 3, date: '2026-12-01' } }, 'en', 0),
    ).toBeUndefined();
    expect(takePageData({ url: '/user/events', params: { offset: 0, limit: 3 } }, 'it', 0)).toBeUndefined();
    expect(takePageData({ url: '/user/events?offset=0&limit=3', method: 'POST' }, 'en', 0)).toBeUndefined();
    expect(takePageData('/user/events?offset=0&limit=3', 'en', PAGE_DATA_FRESH_MS + 1)).toBeUndefined();
    // Still there for the request it was sent for.
    expect(takePageData('/user/events?limit=3&offset=0', 'en', 0)).toEqual({ body: FIRST_PAGE });
  });

  it('treats a block that does not parse as no data', () => {
    putPageDataBlock('[{"path": "/user/events"');
    expect(takePageData('/user/events', 'it', 0)).toBeUndefined();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });
});

describe('the base query with page data', () => {
  // The page has just opened (jsdom's clock starts with the test file, which may have run a while on a busy machine).
  beforeEach(() => jest.spyOn(performance, 'now').mockReturnValue(50));
  afterEach(() => jest.restoreAllMocks());

  function countEventRequests() {
    const seen: string[] = [];
    server.use(
      http.get('/api/user/events', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ message: 'ok', total: 0, data: [] });
      }),
    );
    return seen;
  }

  it("answers the page's first query from the page, then asks the API", async () => {
    putPageData([entry()]);
    const seen = countEventRequests();
    const baseQuery = createBaseQuery();
    const api = baseQueryApiFor(makeStore());
    const args = { url: '/user/events', params: { offset: 0, limit: 3 } };

    expect(await baseQuery(args, api, {})).toEqual({ data: FIRST_PAGE, meta: { sentWithPage: true } });
    expect(seen).toHaveLength(0);
    const again = await baseQuery(args, api, {});
    expect(again.data).toEqual({ message: 'ok', total: 0, data: [] });
    expect(seen).toHaveLength(1);
  });

  it('asks the API when the user views the page in another language than the data', async () => {
    putPageData([entry('it')]);
    const seen = countEventRequests();
    const store = makeStore();
    store.dispatch(languageChanged('en'));

    await createBaseQuery()({ url: '/user/events', params: { offset: 0, limit: 3 } }, baseQueryApiFor(store), {});
    expect(seen).toHaveLength(1);
  });
});
