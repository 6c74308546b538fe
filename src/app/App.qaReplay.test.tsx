import { render, screen, waitFor } from '@testing-library/react';
import { createSessionRecorder } from '../lib/qa/sessionRecorder';
import { buildPreferences } from '../testing/preferencesFixtures';
import { App } from './App';
import { makeStore } from './store';

afterEach(() => window.history.pushState(null, '', '/'));

function renderApp(qaTools: boolean) {
  const recorder = createSessionRecorder();
  const store = makeStore({ preferences: buildPreferences({ language: 'en' }) }, { recorder: recorder.middleware });
  render(<App store={store} recorder={recorder} qaTools={qaTools} />);
  return recorder;
}

it('/qa/replay is an ordinary "not found" without the QA switch', async () => {
  window.history.pushState(null, '', '/qa/replay');
  renderApp(false);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Session replay' })).not.toBeInTheDocument();
});

it('/qa/replay is the replay page with QA tools switched on', async () => {
  window.history.pushState(null, '', '/qa/replay');
  renderApp(true);
  expect(await screen.findByRole('heading', { name: 'Session replay' })).toBeInTheDocument();
  expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
});

it('every address the app shows is a qa/locationChanged action in the recorded log', async () => {
  window.history.pushState(null, '', '/faqs?devtools=on#top');
  const recorder = renderApp(false);
  await waitFor(() =>
    expect(recorder.recording().steps.map((step) => step.action)).toContainEqual({
      type: 'qa/locationChanged',
      payload: '/faqs?devtools=on#top',
    }),
  );
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
});
