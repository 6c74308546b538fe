import { readFile } from 'node:fs/promises';
import { SPECIALITIES } from '../../server/src/db/seed/data/sports';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, logInThroughForm } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';

const MARIO = 'mario@campo.test';
const ev = (key: string) => text('it', 'events', key);

interface RecordedState {
  preferences: { language: string };
  session: { user: Record<string, unknown> };
}

interface DevToolsLog {
  connections: Array<{ name?: string; trace?: boolean; actionSanitizer: string; stateSanitizer: string }>;
  sent: string[];
}

/**
 * A stand-in for the Redux DevTools extension, as RTK's configureStore finds it: the compose hook the extension
 * installs, which connects with the store's options and sends each action and state through the sanitisers.
 */
function installDevToolsStandIn() {
  type Options = {
    name?: string;
    trace?: boolean;
    actionSanitizer?: (action: unknown, id: number) => unknown;
    stateSanitizer?: (state: unknown, id: number) => unknown;
  };
  type Reducer = (state: unknown, action: unknown) => unknown;
  type CreateStore = (
    reducer: Reducer,
    preloaded?: unknown,
  ) => {
    getState(): unknown;
    subscribe(listener: () => void): () => void;
  };
  const log: DevToolsLog = { connections: [], sent: [] };
  const target = window as unknown as Record<string, unknown>;
  target.__devtoolsLog = log;
  target.__REDUX_DEVTOOLS_EXTENSION__ = {
    connect(options: Options) {
      log.connections.push({
        name: options.name,
        trace: options.trace,
        actionSanitizer: typeof options.actionSanitizer,
        stateSanitizer: typeof options.stateSanitizer,
      });
      return {
        init: (state: unknown) => log.sent.push(JSON.stringify(state)),
        send: (action: unknown, state: unknown) => log.sent.push(JSON.stringify({ action, state })),
        subscribe: () => () => undefined,
        unsubscribe: () => undefined,
        error: () => undefined,
      };
    },
  };
  target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: Options) =>
    (...enhancers: Array<(next: CreateStore) => CreateStore>) =>
    (createStore: CreateStore) =>
    (reducer: Reducer, preloaded?: unknown) => {
      const pending: unknown[] = [];
      const recording: Reducer = (state, action) => {
        pending.push(action);
        return reducer(state, action);
      };
      const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(recording, preloaded);
      const extension = target.__REDUX_DEVTOOLS_EXTENSION__ as {
        connect(o: Options): { init(state: unknown): void; send(action: unknown, state: unknown): void };
      };
      const connection = extension.connect(options);
      const clean = (value: unknown, sanitiser?: (value: unknown, id: number) => unknown) =>
        sanitiser ? sanitiser(value, 0) : value;
      pending.length = 0;
      connection.init(clean(store.getState(), options.stateSanitizer));
      store.subscribe(() => {
        for (const action of pending.splice(0)) {
          connection.send(clean(action, options.actionSanitizer), clean(store.getState(), options.stateSanitizer));
        }
      });
      return store;
    };
}

test('?devtools=on connects Redux DevTools in the production build, and nothing secret reaches it', async ({
  page,
}) => {
  await page.addInitScript(installDevToolsStandIn);
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { __devtoolsLog: DevToolsLog }).__devtoolsLog)).toEqual({
    connections: [],
    sent: [],
  });

  await page.goto('/?devtools=on');
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: ev('list.banner.title') })).toBeVisible();
  const log = await page.evaluate(() => (window as unknown as { __devtoolsLog: DevToolsLog }).__devtoolsLog);

  expect(log.connections).toEqual([
    { name: 'Campo', trace: true, actionSanitizer: 'function', stateSanitizer: 'function' },
  ]);
  const sent = log.sent.join('\n');
  expect(sent).toContain('api/executeMutation/fulfilled');
  expect(sent).toContain('session/sessionStarted');
  expect(sent).toContain('[email]');
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('-Web-Token'))?.value;
  expect(token, 'the session cookie').toBeTruthy();
  for (const secret of [decodeURIComponent(token!), DEMO_PASSWORD, MARIO, '@campo.test']) {
    expect(sent).not.toContain(secret);
  }

  // Kept in this browser until switched off.
  await page.goto('/events');
  await expect(page.getByRole('button', { name: text('it', 'common', 'qa.exportSession') })).toBeVisible();
  await page.goto('/events?devtools=off');
  await expect(page.getByRole('heading', { level: 1, name: ev('list.banner.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('it', 'common', 'qa.exportSession') })).toHaveCount(0);
});

test('a recorded session exports as one sanitised file in the DevTools import format', async ({ page }) => {
  await page.goto('/?devtools=on');
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);

  // Filter the events by a speciality.
  await page.getByRole('button', { name: ev('list.filters.toggle') }).click();
  const panel = page.getByRole('search', { name: ev('list.filters.panelTitle') });
  const swimming = SPECIALITIES.find((speciality) => speciality.title === 'Nuoto')!;
  await panel.getByRole('combobox', { name: ev('list.filters.speciality') }).selectOption({ label: swimming.title });
  await expect(panel.getByLabel(ev('list.filters.category'))).toBeVisible();
  await panel.getByRole('button', { name: ev('list.filters.close') }).click();

  // Switch language.
  await switchLanguage(page, 'it', 'English');
  const exportButton = page.getByRole('button', { name: text('en', 'common', 'qa.exportSession') });
  await expect(exportButton).toBeVisible();

  // The keyboard shortcut and the button both download it.
  const byShortcut = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+E');
  const download = await byShortcut;
  expect(download.suggestedFilename()).toMatch(/^campo-session-.+\.json$/);
  const byButton = page.waitForEvent('download');
  await exportButton.click();
  await byButton;

  const fileText = await readFile((await download.path())!, 'utf8');
  for (const secret of [MARIO, DEMO_PASSWORD, '@campo.test']) expect(fileText).not.toContain(secret);
  const file = JSON.parse(fileText) as {
    payload: string;
    preloadedState: string;
    campo: { language: string; buildId: string; url: string; urls: string[]; finalState: RecordedState };
  };
  const actions = JSON.parse(file.payload) as Array<{ type: string }>;
  const types = actions.map((action) => action.type);
  expect(types).toEqual(
    expect.arrayContaining([
      'session/sessionStarted',
      'eventsFilter/specialityChanged',
      'preferences/languageChanged',
      'api/executeQuery/fulfilled',
    ]),
  );
  expect(types.indexOf('session/sessionStarted')).toBeLessThan(types.indexOf('eventsFilter/specialityChanged'));
  expect(JSON.parse(file.preloadedState)).toHaveProperty('preferences');
  expect(file.campo).toMatchObject({ language: 'en', url: '/events' });
  expect(file.campo.buildId).toMatch(/^[0-9a-f]{10}$/);
  expect(file.campo.urls).toHaveLength(actions.length);
  expect(file.campo.urls).toContain('/login');
  expect(file.campo.finalState.preferences.language).toBe('en');
  expect(file.campo.finalState.session.user).toMatchObject({ firstName: 'Mario', email: '[email]' });
});
