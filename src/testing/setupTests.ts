import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { i18n, i18nReady } from '../i18n';
import { settings } from '../lib/settings';
import { takeConsoleProblems, watchConsole } from './consoleProblems';
import { checkMockedResponses, takeContractProblems } from './contract/mockedResponses';
import { loadAllCatalogues } from './loadAllCatalogues';
import { server } from './server';

function clearCookies() {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// Lazy screens load through real module imports, and role queries walk the whole app shell: give them time on a
// 2-core machine busy with a full CI run.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;
// Nor layout: an IntersectionObserver that never reports (a test that needs reports installs its own).
window.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof IntersectionObserver;

checkMockedResponses(server);
watchConsole();
loadAllCatalogues();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
});

afterEach(async () => {
  // Unmount first, so the language reset below does not re-render a finished test's screen.
  cleanup();
  server.resetHandlers();
  jest.clearAllMocks();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage(settings.defaultLanguage);
  const problems = await takeContractProblems();
  const warnings = takeConsoleProblems();
  if (problems.length > 0) {
    throw new Error(`msw answered what the server never sends (docs/openapi.json):\n${problems.join('\n')}`);
  }
  if (warnings.length > 0) {
    throw new Error(`the test printed ${warnings.length} warning(s) or error(s); fix them:\n${warnings.join('\n')}`);
  }
});

afterAll(() => {
  server.close();
  // What arrived after the last test's check (a late update, a timer) fails the file.
  const late = takeConsoleProblems();
  if (late.length > 0) throw new Error(`warning(s) or error(s) after the last test:\n${late.join('\n')}`);
});
