import { isPlainObject, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../app/store';
import { authApi } from '../../features/account/authApi';
import { profileApi } from '../../features/account/profileApi';
import { toWireUser } from '../../features/account/wireUser';
import { sessionStarted } from '../../session/sessionSlice';
import { buildAddress } from '../../testing/fixtures/orderFixtures';
import { buildLoginData, buildProfile } from '../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../testing/handlers/accountHandlers';
import { authHandlers } from '../../testing/handlers/authHandlers';
import { loggedInState, setLoggedInCookies } from '../../testing/sessionFixtures';
import { server } from '../../testing/server';
import { placeholder, sanitise, sanitiseText } from './sanitise';

const profile = buildProfile({
  email: 'anna.verdi@example.it',
  mobilePrefix: '+39',
  mobile: '3471234567',
  fiscalCode: 'VRDNNA90A41F205Z',
  dob: '1990-01-01',
  address: 'Via Torino 12, 20123 Milano MI',
  location: { address: 'Via Torino 12, 20123 Milano MI', lat: 45.46, lng: 9.18 },
});
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2NTYwYTFiMiJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const personal = ['anna.verdi@example.it', '3471234567', 'VRDNNA90A41F205Z', '1990-01-01', 'Via Torino 12', token];

function recordActions() {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (isPlainObject(action)) actions.push(action as UnknownAction);
    return next(action);
  };
  return { actions, recorder };
}

function leaks(value: unknown): string[] {
  const text = JSON.stringify(value);
  return personal.filter((secret) => text.includes(secret));
}

it('the login mutation: its arguments and its answer lose the password, the token and the personal fields', async () => {
  server.use(...authHandlers({ login: { data: buildLoginData({ token, user: profile }) } }));
  const { actions, recorder } = recordActions();
  const store = makeStore(undefined, { recorder });

  const login = await store
    .dispatch(authApi.endpoints.login.initiate({ email: 'anna.verdi@example.it', password: 'Segreta!2026' }))
    .unwrap();
  store.dispatch(sessionStarted({ token: login.data.token, user: toWireUser(login.data.user) }));

  const pending = actions.find((action) => action.type === 'api/executeMutation/pending');
  const fulfilled = actions.find((action) => action.type === 'api/executeMutation/fulfilled');
  expect(JSON.stringify(pending)).toContain('Segreta!2026');
  expect(leaks(fulfilled)).toContain(token);

  const clean = sanitise(actions);
  expect(JSON.stringify(clean)).not.toContain('Segreta!2026');
  expect(leaks(clean)).toEqual([]);
  const cleanPending = sanitise(pending) as unknown as { meta: { arg: { originalArgs: Record<string, string> } } };
  expect(cleanPending.meta.arg.originalArgs).toEqual({
    email: placeholder('email'),
    password: placeholder('password'),
  });
  // What the screen needs to be replayed stays: names, ids, types.
  const cleanFulfilled = sanitise(fulfilled) as unknown as {
    payload: { data: { user: { firstName: string; _id: string } } };
  };
  expect(cleanFulfilled.payload.data.user).toMatchObject({ firstName: profile.firstName, _id: profile._id });
  expect(sanitise(store.getState()).session.user).toMatchObject({ email: '[email]', mobile: '[phone]' });
  expect(leaks(sanitise(store.getState()))).toEqual([]);
});

it('an RTK Query answer carrying user data (the profile) keeps its shape and loses the personal fields', async () => {
  setLoggedInCookies(token);
  server.use(...accountHandlers({ profile }));
  const { actions, recorder } = recordActions();
  const store = makeStore(loggedInState({ user: profile }), { recorder });
  await store.dispatch(profileApi.endpoints.getProfile.initiate());

  const fulfilled = actions.find((action) => action.type === 'api/executeQuery/fulfilled');
  expect(leaks(fulfilled).length).toBeGreaterThan(0);
  const clean = sanitise(fulfilled) as unknown as {
    payload: Record<string, unknown>;
    meta: { baseQueryMeta: { request: { method: string; url: string }; response: { status: number } } };
  };
  expect(clean.payload).toMatchObject({
    email: '[email]',
    mobile: '[phone]',
    mobilePrefix: '[phone]',
    fiscalCode: '[fiscalCode]',
    dob: '[dateOfBirth]',
    address: '[address]',
    location: { address: '[address]', lat: 45.46, lng: 9.18 },
    firstName: profile.firstName,
  });
  // The Request and Response objects become plain data (DevTools and a JSON file can carry them).
  expect(clean.meta.baseQueryMeta.request).toEqual({
    method: 'GET',
    url: expect.stringContaining('/api/user/profile'),
  });
  expect(clean.meta.baseQueryMeta.response).toEqual({ status: 200 });
  // The persisted session and preferences, and the whole state, as DevTools' stateSanitizer receives them.
  expect(leaks(sanitise(store.getState()))).toEqual([]);
  expect(sanitise(store.getState()).preferences).toEqual(store.getState().preferences);
});

it('finds secrets by their look inside any text, and leaves ordinary text alone', () => {
  expect(sanitiseText(`Authorization: Bearer ${token}`)).toBe('Authorization: [token]');
  expect(sanitiseText(`/user/verify/1/anna.verdi%40example.it/abc`)).toBe('/user/verify/1/[email]/abc');
  expect(sanitiseText('carta 4111 1111 1111 1111, scade 12/30')).toBe('carta [card], scade 12/30');
  expect(sanitiseText('codice vrdnna90a41f205z')).toBe('codice [fiscalCode]');
  expect(sanitiseText('Partita alle 18:30, 3 biglietti, id 6560a1b2c3d4e5f601234567')).toBe(
    'Partita alle 18:30, 3 biglietti, id 6560a1b2c3d4e5f601234567',
  );
});

it('walks nested data: an order address, an OTP code and an empty field', () => {
  const order = { shippingAddress: buildAddress({ address: 'Via Roma 1', email: 'a@b.it' }), otp: '123456' };
  const clean = sanitise({ order, fiscalCode: '', code: '654321' });
  expect(clean.order.shippingAddress).toMatchObject({ address: '[address]', email: '[email]', firstName: 'Mario' });
  expect(clean.order.otp).toBe('[code]');
  expect(clean.code).toBe('[code]');
  expect(clean.fiscalCode).toBe('');
  // Sanitising twice changes nothing more (a replayed state compares equal to a sanitised live one).
  expect(sanitise(clean)).toEqual(clean);
});
