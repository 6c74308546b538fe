import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { LOGIN_POLL_MS } from '../lib/constants';
import { loggedInState, setLoggedInCookies } from '../testing/sessionFixtures';
import { clearSessionCookies } from './sessionCookies';
import { useSessionWatch } from './useSessionWatch';

function SessionWatch({ intervalMs }: { intervalMs: number }) {
  useSessionWatch(intervalMs);
  return null;
}

describe('useSessionWatch', () => {
  it('checks the login state every second by default', () => {
    expect(LOGIN_POLL_MS).toBe(1000);
  });

  it('ends the session once the cookies say logged out', async () => {
    setLoggedInCookies();
    const { store } = renderWithProviders(<SessionWatch intervalMs={20} />, {
      preloadedState: loggedInState({ language: 'it' }),
    });

    clearSessionCookies();

    await waitFor(() => expect(store.getState().session).toMatchObject({ loggedIn: false, endRedirectPending: true }));
  });

  it('picks up a session started elsewhere (loggedin=true and the token cookie)', async () => {
    const { store } = renderWithProviders(<SessionWatch intervalMs={20} />);
    expect(store.getState().session.loggedIn).toBe(false);

    setLoggedInCookies();

    await waitFor(() => expect(store.getState().session).toMatchObject({ loggedIn: true }));
  });

  it('does not log in on loggedin=true alone', () => {
    jest.useFakeTimers();
    try {
      document.cookie = 'loggedin=true; Path=/';
      const { store } = renderWithProviders(<SessionWatch intervalMs={20} />);
      // Five checks of the cookies.
      act(() => jest.advanceTimersByTime(100));
      expect(store.getState().session.loggedIn).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
