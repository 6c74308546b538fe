import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '../../../features/account/authApi';
import { toWireUser } from '../../../features/account/wireUser';
import { eventsApi } from '../../../features/events/eventsApi';
import { selectEventsQuery, specialityChanged } from '../../../features/events/list/eventsFilterSlice';
import { locationChanged } from '../../../lib/qa/locationChanged';
import { buildSessionFile, type SessionFile } from '../../../lib/qa/sessionFile';
import { createSessionRecorder } from '../../../lib/qa/sessionRecorder';
import { sessionStarted } from '../../../session/sessionSlice';
import { buildListEvent, buildSpeciality } from '../../../testing/fixtures/eventFixtures';
import { buildLoginData, buildProfile } from '../../../testing/fixtures/userFixtures';
import { authHandlers } from '../../../testing/handlers/authHandlers';
import { eventsHandlers } from '../../../testing/handlers/eventsHandlers';
import { buildPreferences } from '../../../testing/preferencesFixtures';
import { server } from '../../../testing/server';
import { AppProviders } from '../../providers';
import { makeStore } from '../../store';
import QaReplayPage from './QaReplayPage';
import { comparableState } from './replayStore';

const speciality = buildSpeciality({ title: 'Calcio' });
const shown = buildListEvent({ name: 'Torneo di calcetto del giovedì' });

/** A real session: the login page, a login, the events list filtered by a speciality; exported as the app does. */
async function recordSession(): Promise<SessionFile> {
  server.use(
    ...authHandlers({ login: { data: buildLoginData({ user: buildProfile({ firstName: 'Mario' }) }) } }),
    ...eventsHandlers({ events: [shown], specialities: [speciality] }),
  );
  let url = '/login';
  const recorder = createSessionRecorder(2000, () => url);
  const store = makeStore({ preferences: buildPreferences({ language: 'en' }) }, { recorder: recorder.middleware });
  store.dispatch(locationChanged(url));
  const login = await store
    .dispatch(authApi.endpoints.login.initiate({ email: 'mario@campo.test', password: 'Password1!' }))
    .unwrap();
  store.dispatch(sessionStarted({ token: login.data.token, user: toWireUser(login.data.user) }));
  url = '/events';
  store.dispatch(locationChanged(url));
  await store.dispatch(eventsApi.endpoints.getSpecialities.initiate());
  store.dispatch(specialityChanged(speciality._id));
  await store.dispatch(eventsApi.endpoints.getEvents.initiate(selectEventsQuery(store.getState())));
  return buildSessionFile(recorder.recording(), store.getState(), {
    buildId: 'test',
    language: 'en',
    viewport: { width: 1440, height: 900 },
    url,
    recordedAt: '2026-11-26T03:00:00.000Z',
  });
}

function sessionBlob(text: string, name = 'campo-session.json') {
  return new File([text], name, { type: 'application/json' });
}

function renderReplayPage() {
  const live = makeStore({ preferences: buildPreferences({ language: 'en' }) });
  const user = userEvent.setup();
  render(
    <AppProviders store={live}>
      <QaReplayPage />
    </AppProviders>,
  );
  return { user, live };
}

afterEach(() => server.events.removeAllListeners());

it('loads an exported session and steps through it from the file alone: no request reaches the server', async () => {
  const file = await recordSession();
  const actionCount = (JSON.parse(file.payload) as unknown[]).length;
  server.resetHandlers();
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(`${request.method} ${request.url}`));

  const { user, live } = renderReplayPage();
  const liveBefore = live.getState();
  await user.upload(await screen.findByLabelText('Choose a file'), sessionBlob(JSON.stringify(file)));

  // The start of the file: the login page, as the user saw it before logging in.
  const controls = await screen.findByRole('complementary', { name: 'Replay controls' });
  expect(within(controls).getByRole('status')).toHaveTextContent('Start of the file (no action yet)');
  expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
  expect(within(controls).getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Jump to the last action from the list: the filtered events list, answered by the recorded response.
  const rows = within(controls).getAllByRole('button', { name: /^\d+\. / });
  expect(rows).toHaveLength(actionCount);
  expect(rows[0]).toHaveTextContent('1. api/config/middlewareRegistered');
  expect(rows[1]).toHaveTextContent('2. qa/locationChanged');
  await user.click(rows[actionCount - 1]);
  expect(within(controls).getByRole('status')).toHaveTextContent(`Action ${actionCount} of ${actionCount}`);
  expect(await screen.findByText(shown.name)).toBeInTheDocument();
  expect(window.campoReplay?.url).toBe('/events');
  expect(window.campoReplay?.state()).toEqual(comparableState(file.campo.finalState));
  expect(within(controls).getByRole('button', { name: 'Next' })).toBeDisabled();

  // One step back: the list's answer is not there yet, so its title is gone.
  await user.click(within(controls).getByRole('button', { name: 'Previous' }));
  expect(within(controls).getByRole('status')).toHaveTextContent(`Action ${actionCount - 1} of ${actionCount}`);
  await waitFor(() => expect(screen.queryByText(shown.name)).not.toBeInTheDocument());
  // And forward again with the slider's keyboard.
  const slider = within(controls).getByRole('slider', { name: 'Action shown' });
  act(() => slider.focus());
  await user.keyboard('{End}');
  expect(await screen.findByText(shown.name)).toBeInTheDocument();

  expect(requests).toEqual([]);
  // The live store never saw any of it.
  expect(live.getState()).toBe(liveBefore);
});

it('says what is wrong with a file that is not a session, or is damaged, and takes another', async () => {
  const { user } = renderReplayPage();
  const input = await screen.findByLabelText('Choose a file');

  await user.upload(input, sessionBlob('this is not json', 'notes.txt'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a session export: it is not JSON.');

  await user.upload(input, sessionBlob(JSON.stringify({ payload: '[{"no":"type"}]' })));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file is damaged or is not a Campo session export (payload is not a list of actions).',
  );

  // An action whose data the app's reducers cannot take (an RTK Query answer for an unknown endpoint).
  const broken = {
    payload: JSON.stringify([
      { type: 'api/executeQuery/fulfilled', payload: {}, meta: { arg: { endpointName: 'nope', queryCacheKey: 'x' } } },
    ]),
    preloadedState: '{}',
  };
  await user.upload(input, sessionBlob(JSON.stringify(broken)));
  expect(await screen.findByRole('alert')).toHaveTextContent('Action 1 of this file could not be replayed');

  await user.upload(input, sessionBlob(JSON.stringify(await recordSession())));
  expect(await screen.findByRole('complementary', { name: 'Replay controls' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
