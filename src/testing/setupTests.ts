import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '../i18n';
import { settings } from '../lib/settings';
import { server } from './server';

function clearCookies() {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// Lazy screens load through real module imports; give them time on a busy 2-core machine.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no scrolling; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  // Unmount first, so the language reset below does not re-render a finished test's screen.
  cleanup();
  server.resetHandlers();
  jest.clearAllMocks();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage(settings.defaultLanguage);
});

afterAll(() => server.close());
