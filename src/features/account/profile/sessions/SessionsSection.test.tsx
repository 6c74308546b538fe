import { screen, waitFor, within } from '@testing-library/react';
import ProfileRoutePage from '../../../../app/pages/ProfileRoutePage';
import { formatDateTime } from '../../../../lib/format';
import { deferred } from '../../../../testing/deferred';
import { buildAccountSession } from '../../../../testing/fixtures/accountSessionFixtures';
import { buildProfile } from '../../../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../../../testing/handlers/accountHandlers';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { server } from '../../../../testing/server';
import { loggedInState } from '../../../../testing/sessionFixtures';
import { PROFILE_TAB_STORAGE_KEY } from '../profileTabs';

const current = buildAccountSession({
  current: true,
  device: 'Chrome · Windows',
  lastSeenAt: '2026-11-23T09:15:00.000Z',
});
const phone = buildAccountSession({ device: 'Safari · iPhone', lastSeenAt: '2026-11-22T18:45:00.000Z' });
const unknown = buildAccountSession({ device: null, lastSeenAt: '2026-11-01T07:05:00.000Z' });

function renderSessions(options: Parameters<typeof accountHandlers>[0] = {}) {
  sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'changePassword');
  server.use(...accountHandlers({ sessions: [current, phone, unknown], ...options }));
  return renderWithProviders(<ProfileRoutePage />, {
    route: '/profile',
    preloadedState: loggedInState({ user: buildProfile() }),
  });
}

const sessionsSection = async () => screen.findByRole('region', { name: 'Where you are logged in' });
const rows = (section: HTMLElement) => within(section).queryAllByRole('listitem');

describe('Where you are logged in', () => {
  it('lists each session with its device and last use; this device is marked and cannot be ended here', async () => {
    renderSessions();
    const section = await sessionsSection();
    await waitFor(() => expect(rows(section)).toHaveLength(3));

    const [first, second, third] = rows(section);
    expect(first).toHaveTextContent('Chrome · Windows');
    expect(first).toHaveTextContent(`Last seen ${formatDateTime(current.lastSeenAt)}`);
    expect(within(first).getByText('This device')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Safari · iPhone');
    expect(within(second).getByRole('button', { name: 'End the session on Safari · iPhone' })).toBeEnabled();
    expect(third).toHaveTextContent('Unknown device');
    expect(within(section).getByRole('button', { name: 'Log out everywhere else' })).toBeInTheDocument();
  });

  it('ends one session: its button is disabled while in flight, then the row leaves the list', async () => {
    const hold = deferred();
    const ended: string[] = [];
    const { user } = renderSessions({ endSession: { holdUntil: hold.promise, onRequest: (id) => ended.push(id) } });
    const section = await sessionsSection();
    const end = await within(section).findByRole('button', { name: 'End the session on Safari · iPhone' });

    await user.click(end);
    await waitFor(() => expect(ended).toEqual([phone._id]));
    expect(end).toBeDisabled();
    hold.release();

    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await waitFor(() => expect(rows(section)).toHaveLength(2));
    expect(section).not.toHaveTextContent('Safari · iPhone');
  });

  it("shows the server's message when a session cannot be ended, and keeps it listed", async () => {
    const error = { message: 'Session not found.', statusCode: 404, error: 'Not Found' };
    const { user } = renderSessions({ endSession: { error } });
    const section = await sessionsSection();

    await user.click(await within(section).findByRole('button', { name: 'End the session on Safari · iPhone' }));
    expect(await screen.findByText('Session not found.')).toBeInTheDocument();
    expect(rows(section)).toHaveLength(3);
    expect(within(section).getByRole('button', { name: 'End the session on Safari · iPhone' })).toBeEnabled();
  });

  it('logs out everywhere else after a confirmation, keeping this device', async () => {
    let calls = 0;
    const { user } = renderSessions({ endOtherSessions: { onRequest: () => (calls += 1) } });
    const section = await sessionsSection();

    await user.click(await within(section).findByRole('button', { name: 'Log out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(within(section).getByRole('button', { name: 'Log out everywhere else' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out on 2 other devices')).toBeInTheDocument();
    expect(calls).toBe(1);
    await waitFor(() => expect(rows(section)).toHaveLength(1));
    expect(rows(section)[0]).toHaveTextContent('This device');
    expect(within(section).getByText('You are logged in on this device only.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Log out everywhere else' })).not.toBeInTheDocument();
  });

  it('says when logging out the other devices failed and keeps them listed', async () => {
    const error = { message: 'Service unavailable', statusCode: 503, error: 'Service Unavailable' };
    const { user } = renderSessions({ endOtherSessions: { error } });
    const section = await sessionsSection();

    await user.click(await within(section).findByRole('button', { name: 'Log out everywhere else' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    // The list is hidden from the accessibility tree while the dialog is open.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows(section)).toHaveLength(3);
  });

  it('shows a failed load with a retry that loads the list', async () => {
    const error = { message: 'Service unavailable', statusCode: 503, error: 'Service Unavailable' };
    const { user } = renderSessions({ getSessions: { error } });
    const section = await sessionsSection();

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load where you are logged in.');
    server.use(...accountHandlers({ sessions: [current, phone] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows(section)).toHaveLength(2));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'changePassword');
    server.use(...accountHandlers({ sessions: [current] }));
    renderWithProviders(<ProfileRoutePage />, {
      route: '/profile',
      preloadedState: loggedInState({ user: buildProfile(), language: 'it' }),
    });
    const section = await screen.findByRole('region', { name: "Dove hai effettuato l'accesso" });
    expect(await within(section).findByText('Questo dispositivo')).toBeInTheDocument();
    expect(within(section).getByText("Hai effettuato l'accesso solo su questo dispositivo.")).toBeInTheDocument();
  });
});
