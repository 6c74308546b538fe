import { configureStore, Tuple } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { authApi } from '../../features/account/authApi';
import { toWireUser } from '../../features/account/wireUser';
import { specialityChanged } from '../../features/events/list/eventsFilterSlice';
import { sanitise } from '../../lib/qa/sanitise';
import { parseSessionFile, type SessionFile } from '../../lib/qa/sessionFile';
import { createSessionRecorder } from '../../lib/qa/sessionRecorder';
import { languageChanged } from '../../preferences/preferencesSlice';
import { sessionStarted } from '../../session/sessionSlice';
import { buildLoginData, buildProfile } from '../../testing/fixtures/userFixtures';
import { authHandlers } from '../../testing/handlers/authHandlers';
import { buildPreferences } from '../../testing/preferencesFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { makeRootReducer, makeStore, type RootState } from '../store';
import QaTools from './QaTools';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtYXJpbyJ9.c2lnbmF0dXJl';
const user = buildProfile({ email: 'mario.qa@example.it', fiscalCode: 'RSSMRA80A01F205X' });

/** The downloads the page starts: jsdom has no object URLs nor downloads, so the test keeps the blobs. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const onClick = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    if (!link.download) return;
    event.preventDefault();
    files.push({ name: link.download, blob: blobs.get(link.href) as Blob });
  };
  document.addEventListener('click', onClick);
  return { files, stop: () => document.removeEventListener('click', onClick) };
}

/** Like Redux DevTools' import: the app's reducers from the file's state, every action in order, no middleware. */
function replay(file: SessionFile): RootState {
  const session = parseSessionFile(JSON.stringify(file));
  const store = configureStore({
    reducer: makeRootReducer(),
    preloadedState: session.preloadedState as Partial<RootState>,
    middleware: () => new Tuple(),
  });
  for (const action of session.actions) store.dispatch(action);
  return store.getState() as RootState;
}

it('Ctrl+Alt+E and the corner button download the sanitised session, which replays to the state on screen', async () => {
  server.use(...authHandlers({ login: { data: buildLoginData({ token, user }) } }));
  const downloads = captureDownloads();
  const recorder = createSessionRecorder(2000, () => '/events?devtools=on');
  const store = makeStore({ preferences: buildPreferences({ language: 'it' }) }, { recorder: recorder.middleware });
  const login = await store
    .dispatch(authApi.endpoints.login.initiate({ email: 'mario.qa@example.it', password: 'Segreta!2026' }))
    .unwrap();
  store.dispatch(sessionStarted({ token: login.data.token, user: toWireUser(login.data.user) }));
  store.dispatch(specialityChanged('6560a1b2c3d4e5f601234567'));
  store.dispatch(languageChanged('en'));
  const { user: keyboard } = renderWithProviders(<QaTools recorder={recorder} />, { store });

  const button = await screen.findByRole('button', { name: 'QA: export session' });
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+E');
  await keyboard.keyboard('{Control>}{Alt>}e{/Alt}{/Control}');
  await waitFor(() => expect(downloads.files).toHaveLength(1));
  await keyboard.click(button);
  expect(downloads.files).toHaveLength(2);
  downloads.stop();

  const [{ name, blob }] = downloads.files;
  expect(name).toMatch(/^campo-session-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/);
  const text = await blob.text();
  for (const secret of ['mario.qa@example.it', 'Segreta!2026', token, 'RSSMRA80A01F205X']) {
    expect(text).not.toContain(secret);
  }
  const file = JSON.parse(text) as SessionFile;
  expect(file.campo).toMatchObject({ version: 1, language: 'en', buildId: 'development', droppedActions: 0 });
  expect(file.campo.viewport.width).toBeGreaterThan(0);
  const actions = JSON.parse(file.payload) as Array<{ type: string }>;
  expect(actions.map((action) => action.type)).toEqual(
    expect.arrayContaining(['api/executeMutation/pending', 'session/sessionStarted', 'preferences/languageChanged']),
  );
  expect(file.campo.urls).toHaveLength(actions.length);
  expect(file.campo.urls[0]).toBe('/events?devtools=on');

  // The file replays (as DevTools' import does) to the state the page had, once that is sanitised the same way.
  expect(sanitise(replay(file))).toEqual(file.campo.finalState);
  expect((file.campo.finalState as RootState).session.user).toMatchObject({ email: '[email]', firstName: 'Giulia' });
});

it('keeps only the last actions, moving the start state on so the file still replays to the same state', () => {
  const recorder = createSessionRecorder(3, () => '/');
  const store = makeStore({ preferences: buildPreferences({ language: 'it' }) }, { recorder: recorder.middleware });
  for (const language of ['en', 'it', 'en', 'it', 'en'] as const) store.dispatch(languageChanged(language));
  store.dispatch(specialityChanged('6560a1b2c3d4e5f601234567'));

  const recording = recorder.recording();
  expect(recording.steps.map((step) => step.action.type)).toEqual([
    'preferences/languageChanged',
    'preferences/languageChanged',
    'eventsFilter/specialityChanged',
  ]);
  // The first action the reducer got is RTK Query's `middlewareRegistered`, then the first three language changes.
  expect(recording.dropped).toBe(4);
  expect((recording.startState as RootState).preferences.language).toBe('en');
});
