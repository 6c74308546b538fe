import { delay, http, HttpResponse } from 'msw';
import { enqueueSnackbar } from 'notistack';
import { languageChanged } from '../preferences/preferencesSlice';
import { makeStore } from '../app/store';
import { TOAST_DURATION_MS } from '../lib/constants';
import { attachToastHost } from '../lib/toast';
import { baseQueryApiFor } from '../testing/baseQueryApi';
import { server } from '../testing/server';
import { cookieNames, loggedInState, setLoggedInCookies, TEST_TOKEN } from '../testing/sessionFixtures';
import { createBaseQuery } from './baseQuery';
import { acceptOffContractResponses } from '../testing/contract/mockedResponses';

// These tests are about the HTTP layer (headers, 401s, retries), with made-up bodies and routes on purpose.
beforeEach(() => acceptOffContractResponses());

jest.mock('notistack', () => {
  const actual = jest.requireActual('notistack');
  return { ...actual, enqueueSnackbar: jest.fn((...args: unknown[]) => actual.enqueueSnackbar?.(...args)) };
});

// No React tree here: connect the toasts straight to notistack's (spied) standalone API.
// Only server texts (strings) reach it here.
beforeEach(() => attachToastHost((message, options) => enqueueSnackbar(message as string, options)));
afterEach(() => attachToastHost(null));

const noWait = () => Promise.resolve();

function countRequests(path: string, answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  server.use(
    http.all(path, ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

describe('base query headers', () => {
  it('sends the Bearer token from the cookie, the secret header and the viewing language', async () => {
    setLoggedInCookies();
    const store = makeStore(loggedInState({ language: 'it' }));
    const seen = countRequests('/api/user/profile', () => HttpResponse.json({ message: 'ok', data: {} }));

    await createBaseQuery()('/user/profile', baseQueryApiFor(store), {});

    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(seen[0].headers.get('x-campo-key')).toBe('campo-web-dev-key');
    expect(seen[0].headers.get('accept-language')).toBe('it');
  });

  it('switches Accept-Language as soon as the user switches language', async () => {
    const store = makeStore();
    const seen = countRequests('/api/user/events', () => HttpResponse.json({ message: 'ok', data: [], total: 0 }));
    const baseQuery = createBaseQuery();

    await baseQuery('/user/events', baseQueryApiFor(store), {});
    store.dispatch(languageChanged('en'));
    await baseQuery('/user/events', baseQueryApiFor(store), {});

    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['it', 'en']);
  });

  it('sends no Authorization header without the token cookie', async () => {
    const store = makeStore();
    const seen = countRequests('/api/contact', () => HttpResponse.json({ message: 'ok', data: {} }, { status: 201 }));

    await createBaseQuery()({ url: '/contact', method: 'POST', body: {} }, baseQueryApiFor(store, 'mutation'), {});

    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(seen[0].headers.get('x-campo-key')).toBe('campo-web-dev-key');
  });
});

describe('base query timeout', () => {
  it('gives up with a timeout error when the server does not answer in time, without retrying', async () => {
    const store = makeStore();
    const seen = countRequests('/api/user/specialities/options', async () => {
      await delay(1000);
      return HttpResponse.json({ message: 'late', data: [] });
    });

    const result = await createBaseQuery({ timeoutMs: 50, backoff: noWait })(
      '/user/specialities/options',
      baseQueryApiFor(store),
      {},
    );

    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(seen).toHaveLength(1);
  });
});

describe('base query retries', () => {
  it('retries a query at most twice after a network failure', async () => {
    const store = makeStore();
    const seen = countRequests('/api/user/products', () => HttpResponse.error());

    const result = await createBaseQuery({ backoff: noWait })('/user/products', baseQueryApiFor(store), {});

    expect(seen).toHaveLength(3);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('succeeds when a retry gets through', async () => {
    const store = makeStore();
    let calls = 0;
    server.use(
      http.get('/api/user/teams', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'ok', data: [], total: 0 });
      }),
    );

    const result = await createBaseQuery({ backoff: noWait })('/user/teams', baseQueryApiFor(store), {});

    expect(calls).toBe(2);
    expect(result.data).toEqual({ message: 'ok', data: [], total: 0 });
  });

  it('never retries a mutation', async () => {
    const store = makeStore();
    const seen = countRequests('/api/user/cart', () => HttpResponse.error());

    const result = await createBaseQuery({ backoff: noWait })(
      { url: '/user/cart', method: 'POST', body: { productId: 'x' } },
      baseQueryApiFor(store, 'mutation'),
      {},
    );

    expect(seen).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('never retries a 4xx and hands the server response data to the caller', async () => {
    const store = makeStore();
    const body = { message: 'Evento non trovato', statusCode: 404, error: 'Not Found' };
    const seen = countRequests('/api/user/event/abc', () => HttpResponse.json(body, { status: 404 }));

    const result = await createBaseQuery({ backoff: noWait })('/user/event/abc', baseQueryApiFor(store), {});

    expect(seen).toHaveLength(1);
    expect(result.error).toEqual({ status: 404, data: body });
  });
});

describe('base query 401 handling', () => {
  it.each(['Failed to authenticate token', 'loginError'])(
    "a 401 '%s' shows the server message for 5 s and ends the session",
    async (message) => {
      setLoggedInCookies();
      const store = makeStore(loggedInState({ language: 'it' }));
      const body = { message, statusCode: 401, error: 'Unauthorized' };
      const seen = countRequests('/api/user/profile', () => HttpResponse.json(body, { status: 401 }));

      const result = await createBaseQuery({ backoff: noWait })('/user/profile', baseQueryApiFor(store), {});

      expect(enqueueSnackbar).toHaveBeenCalledWith(
        message,
        expect.objectContaining({ variant: 'error', autoHideDuration: TOAST_DURATION_MS.error }),
      );
      expect(TOAST_DURATION_MS.error).toBe(5000);
      expect(store.getState().session).toMatchObject({ loggedIn: false, user: null });
      expect(cookieNames()).toEqual([]);
      expect(result.error).toEqual({ status: 401, data: body });
      expect(seen).toHaveLength(1);
    },
  );

  it('leaves a 401 as a plain error once the session has already ended', async () => {
    const store = makeStore();
    const body = { message: 'Failed to authenticate token', statusCode: 401, error: 'Unauthorized' };
    countRequests('/api/user/profile', () => HttpResponse.json(body, { status: 401 }));

    const result = await createBaseQuery()('/user/profile', baseQueryApiFor(store), {});

    expect(result.error).toEqual({ status: 401, data: body });
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('keeps the session for a 401 with any other message', async () => {
    setLoggedInCookies();
    const store = makeStore(loggedInState({ language: 'it' }));
    const body = { message: 'Codice non valido', statusCode: 401, error: 'Unauthorized' };
    countRequests('/api/user/forgotpassword/verify/code', () => HttpResponse.json(body, { status: 401 }));

    const result = await createBaseQuery()(
      { url: '/user/forgotpassword/verify/code', method: 'PUT', body: {} },
      baseQueryApiFor(store, 'mutation'),
      {},
    );

    expect(result.error).toEqual({ status: 401, data: body });
    expect(store.getState().session.loggedIn).toBe(true);
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });
});
