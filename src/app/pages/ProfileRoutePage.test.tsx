import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../router';
import { readSessionCookies } from '../../session/sessionCookies';
import { buildProfile } from '../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../testing/handlers/accountHandlers';
import { LocationProbe } from '../../testing/LocationProbe';
import { mockWindowWidth } from '../../testing/mockWindowWidth';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../testing/sessionFixtures';
import ProfileRoutePage from './ProfileRoutePage';
import { PROFILE_TAB_STORAGE_KEY } from '../../features/account/profile/profileTabs';
import { TabStrip } from '../../components/TabStrip';

// Each render of the profile page renders its tab strip once: counting the strip's calls counts the page's renders.
jest.mock('../../components/TabStrip', () => {
  const actual = jest.requireActual<typeof import('../../components/TabStrip')>('../../components/TabStrip');
  return { ...actual, TabStrip: jest.fn(actual.TabStrip) };
});
const profileStripRenders = () =>
  jest.mocked(TabStrip).mock.calls.filter(([props]) => props['aria-label'] === 'Profile sections').length;

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function renderProfile() {
  const profile = buildProfile();
  server.use(...accountHandlers({ profile }));
  return renderWithProviders(<ProfileRoutePage />, {
    route: '/profile',
    preloadedState: loggedInState({ user: profile }),
  });
}

describe('Profile tabs', () => {
  it('shows the tabs in SPEC order, account details first', async () => {
    renderProfile();

    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Account details',
      'Change password',
      'Associations',
      'My events',
      'My orders',
      'Messages',
      'Teams',
      'Logout',
    ]);
    expect(screen.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it.each([
    ['myMessages', 'Messages', 'No conversation'],
    ['team', 'Teams', 'No team for you'],
  ])('opens the %s tab from a ?tab= link', async (tab, label, empty) => {
    const profile = buildProfile();
    server.use(...accountHandlers({ profile }));
    renderWithProviders(<ProfileRoutePage />, {
      route: `/profile?tab=${tab}`,
      preloadedState: loggedInState({ user: profile }),
    });
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(PROFILE_TAB_STORAGE_KEY)).toBe(tab);
  });

  it('renders the page once for a ?tab= link: remembering the linked tab does not render it again', async () => {
    const profile = buildProfile();
    server.use(...accountHandlers({ profile }));
    const { store } = renderWithProviders(<ProfileRoutePage />, {
      route: '/profile?tab=team',
      preloadedState: loggedInState({ user: profile }),
    });
    expect(await screen.findByText('No team for you')).toBeInTheDocument();
    expect(store.getState().profileUi.activeTab).toBe('team');
    expect(profileStripRenders()).toBe(1);
  });

  it('keeps a ?tab= link in the address once the tab has loaded, so a reload opens the same tab', async () => {
    const profile = buildProfile();
    server.use(...accountHandlers({ profile }));
    const { user } = renderWithProviders(
      <>
        <ProfileRoutePage />
        <LocationProbe />
      </>,
      { route: '/profile?tab=team', preloadedState: loggedInState({ user: profile }) },
    );
    expect(await screen.findByText('No team for you')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=team');

    // Choosing another tab drops the link: it no longer describes the screen.
    await user.click(screen.getByRole('tab', { name: 'My events' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
  });

  it("opens the events feature's My events list in its tab", async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('tab', { name: 'My events' }));
    expect(screen.getByRole('tab', { name: 'My events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'My events' })).toBeInTheDocument();
  });

  it('keeps the chosen tab in session storage and Redux, and opens on it next time', async () => {
    const { user, store, unmount } = renderProfile();

    await user.click(screen.getByRole('tab', { name: 'Change password' }));

    expect(sessionStorage.getItem(PROFILE_TAB_STORAGE_KEY)).toBe('changePassword');
    expect(store.getState().profileUi.activeTab).toBe('changePassword');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Change password');
    unmount();

    renderProfile();
    expect(screen.getByRole('tab', { name: 'Change password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
  });

  it('ignores a stored value that is not a tab', () => {
    sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'notATab');
    renderProfile();
    expect(screen.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the tabs on the left from 991 px and on top below', () => {
    mockWindowWidth(991);
    const wide = renderProfile();
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    wide.unmount();

    mockWindowWidth(990);
    renderProfile();
    expect(screen.getByRole('tablist')).not.toHaveAttribute('aria-orientation', 'vertical');
  });
});

describe('Logout tab', () => {
  function renderApp(options: Parameters<typeof accountHandlers>[0] = {}) {
    const profile = buildProfile();
    server.use(...accountHandlers({ profile, ...options }));
    setLoggedInCookies();
    sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'logout');
    return renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/profile', preloadedState: loggedInState({ user: profile }) },
    );
  }

  it('asks sureToLogout, then logs out, clears the session and goes to /login', async () => {
    const { user, store } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(store.getState().session).toMatchObject({ loggedIn: false, user: null });
    expect(readSessionCookies()).toEqual({ loggedIn: false, token: null });
    expect(sessionStorage.getItem(PROFILE_TAB_STORAGE_KEY)).toBeNull();
    expect(store.getState().profileUi).toEqual({ activeTab: 'accountDetails', accountDetailsMode: 'view' });
  });

  it('ends the token on the server with POST /user/logout before clearing the session', async () => {
    const sent: Array<string | null> = [];
    const { user, store } = renderApp({ logout: { onRequest: (authorization) => sent.push(authorization) } });
    const token = readSessionCookies().token;

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(store.getState().session.loggedIn).toBe(false));
    expect(sent).toEqual([`Bearer ${token}`]);
  });

  it('still logs out when the server cannot end the token', async () => {
    const { user, store } = renderApp({
      logout: { error: { message: 'Server error', statusCode: 500, error: 'Internal Server Error' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(store.getState().session.loggedIn).toBe(false);
    expect(readSessionCookies()).toEqual({ loggedIn: false, token: null });
  });

  it('stays logged in and shows logoutCancelled when the user cancels', async () => {
    const { user, store } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Logout cancelled')).toBeInTheDocument();
    expect(store.getState().session.loggedIn).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(readSessionCookies().loggedIn).toBe(true);
  });
});
