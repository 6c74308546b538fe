import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { enqueueSnackbar } from 'notistack';
import { baseApi } from '../api/baseApi';
import { TOAST_DURATION_MS } from '../lib/constants';
import { LocationProbe } from '../testing/LocationProbe';
import { buildPreferences } from '../testing/preferencesFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import type { Language } from '../i18n/languages';
import { cookieNames, loggedInState, setLoggedInCookies } from '../testing/sessionFixtures';
import { AppRoutes } from './router';
import { sessionEnded, sessionStarted } from '../session/sessionSlice';
import { buildProfile, buildWireUser } from '../testing/fixtures/userFixtures';

jest.mock('notistack', () => {
  const actual = jest.requireActual('notistack');
  return { ...actual, enqueueSnackbar: jest.fn((...args: unknown[]) => actual.enqueueSnackbar?.(...args)) };
});

function renderApp(
  route: string,
  { loggedIn = false, language = 'it' }: { loggedIn?: boolean; language?: Language } = {},
) {
  if (loggedIn) setLoggedInCookies();
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    {
      route,
      preloadedState: loggedIn ? loggedInState({ language }) : { preferences: buildPreferences({ language }) },
    },
  );
}

const location = () => screen.getByTestId('location');
const locationState = () => JSON.parse(location().dataset.state ?? 'null');

const AUTH_PATHS = [
  '/events',
  '/event/detail/6560a1b2c3d4e5f601234567',
  '/event/preview/6560a1b2c3d4e5f601234567',
  '/my/event/6560a1b2c3d4e5f601234567',
  '/products',
  '/product/detail/6560a1b2c3d4e5f601234567',
  '/my/cart',
  '/order/preview/6560a1b2c3d4e5f601234567/6560a1b2c3d4e5f601234568',
  '/profile',
  '/association/6560a1b2c3d4e5f601234567',
  '/group/detail/6560a1b2c3d4e5f601234567',
  '/group/create',
  '/group/create/6560a1b2c3d4e5f601234567',
  '/paypal/payment/return',
  '/paypal/payment/cancel',
];

describe('route guard', () => {
  it("warns 'Please login first' for 2 s and sends a logged-out visitor to /login, remembering the page", async () => {
    renderApp('/profile?tab=myOrders', { language: 'en' });

    expect(await screen.findByText('Please login first')).toBeInTheDocument();
    // The toast holds the text's key (it follows a language switch); its words are checked on screen above.
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ variant: 'warning', autoHideDuration: TOAST_DURATION_MS.loginWarning }),
    );
    expect(TOAST_DURATION_MS.loginWarning).toBe(2000);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(locationState()).toEqual({ from: { pathname: '/profile', search: '?tab=myOrders', hash: '' } });
  });

  it('warns in Italian by default', async () => {
    renderApp('/events');
    expect(await screen.findByText("Effettua prima l'accesso")).toBeInTheDocument();
  });

  it.each(AUTH_PATHS)('needs login for %s', async (path) => {
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(locationState()).toEqual({ from: { pathname: path, search: '', hash: '' } });
  });

  it.each(['/login', '/usersignup', '/user/email/verify'])(
    'sends a logged-in user from %s to /events',
    async (path) => {
      renderApp(path, { loggedIn: true });
      await waitFor(() => expect(location()).toHaveTextContent(/^\/events$/));
      expect(enqueueSnackbar).not.toHaveBeenCalled();
    },
  );

  it.each(['/login', '/usersignup', '/user/email/verify', '/signup', '/event/detail/public/abc'])(
    'lets a logged-out visitor open %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('main')).toBeInTheDocument();
      expect(location()).toHaveTextContent(path);
      expect(enqueueSnackbar).not.toHaveBeenCalled();
    },
  );

  it('lets a logged-in user open an auth page', async () => {
    renderApp('/events', { loggedIn: true });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/events$/);
    expect(screen.queryByText("Effettua prima l'accesso")).not.toBeInTheDocument();
  });
});

describe('not found', () => {
  it('shows a translated not-found page with a link home for unknown paths', async () => {
    const { user } = renderApp('/nowhere/at/all');

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await user.click(within(main).getByRole('link', { name: 'Torna alla pagina iniziale' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });
});

describe('scroll restoration', () => {
  it('scrolls to the top on every navigation', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user } = renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Termini e condizioni' }));
    await waitFor(() => expect(location()).toHaveTextContent('/terms'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Informativa sulla privacy' }));
    await waitFor(() => expect(location()).toHaveTextContent('/privacy'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});

describe('session end', () => {
  it('goes to /login without the login warning when the session ends on an auth page', async () => {
    const { store } = renderApp('/my/cart', { loggedIn: true });
    await screen.findByRole('main');

    act(() => {
      store.dispatch(sessionEnded());
    });

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(locationState()).toMatchObject({ from: { pathname: '/my/cart', search: '', hash: '' } });
    expect(cookieNames()).toEqual([]);
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    // Handled: a later visit to an auth page warns as usual.
    await waitFor(() => expect(store.getState().session.endRedirectPending).toBe(false));
  });

  it.each([
    ['the same member logs in again: back to the page', 'same', '/my/cart'],
    ['another member logs in on the same device: their home, not that page', 'other', '/events'],
  ])('remembers the page a session ended on for its member only (%s)', async (_case, who, landing) => {
    const { store } = renderApp('/my/cart', { loggedIn: true });
    await screen.findByRole('main');
    // The member as the app's profile call (msw) answers them.
    await waitFor(() => expect(store.getState().session.user).not.toBeNull());
    const memberId = store.getState().session.user?.id;

    act(() => {
      store.dispatch(sessionEnded('expired'));
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(locationState()).toEqual({ from: { pathname: '/my/cart', search: '', hash: '' }, userId: memberId });

    const next = buildWireUser({ _id: who === 'same' ? memberId : buildProfile()._id });
    act(() => {
      store.dispatch(sessionStarted({ token: 'next-token', user: next }));
    });
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${landing}$`)));
  });

  it("ends the session and shows the server's message when a call answers 401 'Failed to authenticate token'", async () => {
    const probeApi = baseApi.injectEndpoints({
      endpoints: (build) => ({ routerProbe: build.query<unknown, void>({ query: () => '/user/profile' }) }),
    });
    function ProfileProbe() {
      probeApi.useRouterProbeQuery();
      return null;
    }
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json(
          { message: 'Failed to authenticate token', statusCode: 401, error: 'Unauthorized' },
          { status: 401 },
        ),
      ),
    );
    setLoggedInCookies();
    const { store } = renderWithProviders(
      <>
        <AppRoutes />
        <ProfileProbe />
        <LocationProbe />
      </>,
      { route: '/events', preloadedState: loggedInState({ language: 'it' }) },
    );

    expect(await screen.findByText('Failed to authenticate token')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(store.getState().session.loggedIn).toBe(false);
    expect(cookieNames()).toEqual([]);
  });
});
