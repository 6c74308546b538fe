import { screen, waitFor } from '@testing-library/react';
import type { ContactMessage } from '../../features/public/contactApi';
import { createSessionRecorder } from '../../lib/qa/sessionRecorder';
import { languageChanged } from '../../preferences/preferencesSlice';
import { contactHandlers } from '../../testing/handlers/publicHandlers';
import { buildPreferences } from '../../testing/preferencesFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { makeStore } from '../store';
import { ReportProblemLink } from './ReportProblemLink';
import { SessionRecorderContext } from './sessionRecorderContext';

async function sendReport(consent: boolean) {
  const sent: ContactMessage[] = [];
  server.use(...contactHandlers({ sendMessage: { onRequest: (body) => sent.push(body) } }));
  const recorder = createSessionRecorder(2000, () => '/events');
  const store = makeStore({ preferences: buildPreferences({ language: 'en' }) }, { recorder: recorder.middleware });
  store.dispatch(languageChanged('en'));
  const { user } = renderWithProviders(
    <SessionRecorderContext.Provider value={recorder}>
      <ReportProblemLink />
    </SessionRecorderContext.Provider>,
    { store },
  );
  await user.click(screen.getByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  await user.type(await screen.findByLabelText(/^Name/), 'Anna Ferri');
  await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.it');
  await user.type(screen.getByLabelText(/^Message/), 'The cart did not update.');
  const consentBox = screen.getByRole('checkbox', { name: /Attach a record of this session/ });
  expect(consentBox).not.toBeChecked();
  if (consent) await user.click(consentBox);
  await user.click(screen.getByRole('button', { name: /Send/ }));
  await waitFor(() => expect(sent).toHaveLength(1));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  return sent[0];
}

it('sends the recorded session, sanitised, with the message when the writer ticks consent', async () => {
  const body = await sendReport(true);
  expect(body).toMatchObject({ name: 'Anna Ferri', email: 'anna@example.it', message: 'The cart did not update.' });
  const file = JSON.parse(body.session ?? '') as { payload: string; campo: { urls: string[] } };
  expect(JSON.parse(file.payload)).toContainEqual(expect.objectContaining({ type: 'preferences/languageChanged' }));
  expect(file.campo.urls[0]).toBe('/events');
});

it('sends no session without consent', async () => {
  const body = await sendReport(false);
  expect(body.session).toBeUndefined();
});
