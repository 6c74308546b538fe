import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteGuard } from '../../../app/RouteGuard';
import { LOGGED_IN_COOKIE } from '../../../session/sessionCookies';
import { readCookie } from '../../../lib/cookies';
import { toast } from '../../../lib/toast';
import { tokenCookieName } from '../../../lib/settings';
import { deferred } from '../../../testing/deferred';
import { buildAccountErrorBody, buildLoginData, buildProfile } from '../../../testing/fixtures/userFixtures';
import { authHandlers, type AuthHandlersOptions } from '../../../testing/handlers/authHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { LoginCredentials } from '../authApi';
import { fill, SLOW_FORM_TIMEOUT_MS } from './authTestUtils';
import LoginPage from './LoginPage';

jest.setTimeout(SLOW_FORM_TIMEOUT_MS);

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{`${pathname}${search}`}</output>;
}

/** /login behind the real guard, next to a page that needs login and the default landing page. */
function renderLogin(route: string, options: AuthHandlersOptions = {}) {
  const sent: LoginCredentials[] = [];
  server.use(...authHandlers({ ...options, login: { ...options.login, onRequest: (body) => sent.push(body) } }));
  const view = renderWithProviders(
    <>
      <Routes>
        <Route
          path="/login"
          element={
            <RouteGuard key="/login" access="guestOnly">
              <LoginPage />
            </RouteGuard>
          }
        />
        <Route
          path="/my/cart"
          element={
            <RouteGuard key="/my/cart" access="auth">
              <h1>Il mio carrello</h1>
            </RouteGuard>
          }
        />
        <Route path="/events" element={<h1>Eventi</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    { route },
  );
  return { ...view, sent };
}

async function submitCredentials(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
) {
  await fill(user, await screen.findByRole('textbox', { name: /^E-mail/ }), email);
  await fill(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('LoginPage', () => {
  it('requires the e-mail in a valid format and the password', async () => {
    const { user, sent } = renderLogin('/login');

    await user.click(await screen.findByRole('button', { name: 'Accedi' }));

    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    const password = screen.getByLabelText(/^Password/);
    expect(email).toHaveAccessibleDescription("L'e-mail è obbligatoria");
    expect(password).toHaveAccessibleDescription('La password è obbligatoria');

    await fill(user, email, 'giulia.rossi@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Formato e-mail non valido');
    expect(sent).toEqual([]);
  });

  it('starts the session, sets both cookies and goes back to the page that asked for login', async () => {
    const profile = buildProfile({ firstName: 'Marco', lastName: 'Bianchi', email: 'marco.bianchi@example.it' });
    const data = buildLoginData({ token: 'token-marco', user: profile });
    const { user, store, sent } = renderLogin('/my/cart?step=2', { login: { data } });

    // The guard sends the visitor to /login, remembering the cart.
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    await submitCredentials(user, ' marco.bianchi@example.it ', 'segreta1');

    expect(await screen.findByRole('heading', { name: 'Il mio carrello' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/my/cart?step=2');
    expect(sent).toEqual([{ email: 'marco.bianchi@example.it', password: 'segreta1' }]);
    expect(readCookie(tokenCookieName)).toBe('token-marco');
    expect(readCookie(LOGGED_IN_COOKIE)).toBe('true');
    expect(store.getState().session).toMatchObject({
      loggedIn: true,
      user: { id: profile._id, firstName: 'Marco', lastName: 'Bianchi', email: 'marco.bianchi@example.it' },
    });
  });

  it('goes to /events when the visitor opened /login directly', async () => {
    const { user } = renderLogin('/login');

    await submitCredentials(user, 'giulia.rossi@example.it', 'segreta1');

    expect(await screen.findByRole('heading', { name: 'Eventi' })).toBeInTheDocument();
    expect(readCookie(LOGGED_IN_COOKIE)).toBe('true');
  });

  it("shows the server's message once, inline in an announced alert (no toast), and stays logged out", async () => {
    const error = buildAccountErrorBody({ message: 'E-mail o password non corretti' });
    const { user, store } = renderLogin('/login', { login: { error } });
    const toastError = jest.spyOn(toast, 'error');

    await submitCredentials(user, 'giulia.rossi@example.it', 'sbagliata');

    const form = screen.getByRole('button', { name: 'Accedi' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(error.message);
    expect(screen.getAllByText(error.message)).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();
    toastError.mockRestore();
    expect(store.getState().session.loggedIn).toBe(false);
    expect(readCookie(LOGGED_IN_COOKIE)).toBeUndefined();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/login');
  });

  it('disables the submit button and shows progress while logging in', async () => {
    const answer = deferred();
    const { user, sent } = renderLogin('/login', { login: { holdUntil: answer.promise } });

    await submitCredentials(user, 'giulia.rossi@example.it', 'segreta1');

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Accesso in corso/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Eventi' })).toBeInTheDocument();
  });

  it('loads the password recovery dialog when it is first opened, and closes it', async () => {
    const { user } = renderLogin('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Hai dimenticato la password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recupera la password' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
