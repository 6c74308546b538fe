import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { readCookie } from '../lib/cookies';
import { FORGET_MEMBERS } from '../lib/serviceWorker/messages';
import { buildProfile, buildWireUser } from '../testing/fixtures/userFixtures';
import { server } from '../testing/server';
import { cookieNames, TEST_TOKEN } from '../testing/sessionFixtures';
import { colorSchemeChanged } from '../preferences/preferencesSlice';
import { makeStore } from '../app/store';
import { readSessionCookies } from './sessionCookies';
import { notificationCountChanged, sessionEnded, sessionStarted, sessionUserUpdated } from './sessionSlice';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionProbe: build.query<unknown, void>({ query: () => '/user/profile' }),
  }),
});

describe('session', () => {
  it('starts logged out without the session cookies', () => {
    expect(makeStore().getState().session).toMatchObject({ loggedIn: false, user: null });
  });

  it('starts logged in when loggedin=true and the token cookie exist', () => {
    document.cookie = `Campo-Web-Token=${TEST_TOKEN}; Path=/`;
    document.cookie = 'loggedin=true; Path=/';
    expect(makeStore().getState().session).toMatchObject({ loggedIn: true });
  });

  it('is not logged in with the flag alone, nor with the token alone', () => {
    document.cookie = 'loggedin=true; Path=/';
    expect(readSessionCookies().loggedIn).toBe(false);
    document.cookie = 'loggedin=false; Path=/';
    document.cookie = `Campo-Web-Token=${TEST_TOKEN}; Path=/`;
    expect(readSessionCookies().loggedIn).toBe(false);
  });

  it('sessionStarted keeps the user and writes the token and loggedin cookies', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: TEST_TOKEN, user: buildWireUser({ isPasswordChanged: true }) }));

    expect(readCookie('Campo-Web-Token')).toBe(TEST_TOKEN);
    expect(readCookie('loggedin')).toBe('true');
    expect(store.getState().session).toEqual({
      loggedIn: true,
      endRedirectPending: false,
      endedUserId: null,
      user: {
        id: '6560a1b2c3d4e5f601234567',
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'mario@campo.test',
        mobile: '+39 3331234567',
        image: null,
        notificationCount: 0,
        passwordChanged: true,
      },
    });
  });

  it('updates the user and the notification count', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: TEST_TOKEN, user: buildWireUser() }));
    store.dispatch(notificationCountChanged(4));
    store.dispatch(sessionUserUpdated(buildWireUser({ firstName: 'Marco', picture: '/uploads/m.jpg' })));

    expect(store.getState().session.user).toMatchObject({
      firstName: 'Marco',
      image: '/uploads/m.jpg',
      notificationCount: 4,
    });
  });

  it('sessionEnded clears the token, both cookies, the user, the saved state and the API cache', async () => {
    server.use(http.get('/api/user/profile', () => HttpResponse.json({ message: 'ok', data: buildProfile() })));
    const store = makeStore();
    const persistor = persistStore(store);
    await waitFor(() => expect(store.getState().preferences._persist?.rehydrated).toBe(true));
    document.cookie = 'lang=it; Path=/';
    store.dispatch(sessionStarted({ token: TEST_TOKEN, user: buildWireUser() }));
    store.dispatch(colorSchemeChanged('dark'));
    await persistor.flush();
    await store.dispatch(probeApi.endpoints.sessionProbe.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    expect(localStorage.getItem('persist:campo-preferences')).not.toBeNull();

    store.dispatch(sessionEnded());

    expect(store.getState().session).toMatchObject({ loggedIn: false, user: null });
    expect(cookieNames()).toEqual(['lang']);
    expect(store.getState().api.queries).toEqual({});
    await waitFor(() => expect(localStorage.getItem('persist:campo-preferences')).toBeNull());
  });

  it("sessionEnded asks the service worker to delete the member's offline copies", async () => {
    const worker = { postMessage: jest.fn() };
    const container = { controller: worker, getRegistration: async () => ({ active: worker, waiting: null }) };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      const store = makeStore();
      store.dispatch(sessionStarted({ token: TEST_TOKEN, user: buildWireUser() }));
      expect(worker.postMessage).not.toHaveBeenCalled();
      store.dispatch(sessionEnded('expired'));
      await waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: FORGET_MEMBERS }));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
