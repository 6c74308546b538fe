import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { SPECIALITIES } from '../../server/src/db/seed/data/sports';
import { text, textWith } from '../catalogue';
import { expect, test } from '../fixtures';
import { GIULIA, send, tm, uniqueMark } from '../helpers/chatJourney';
import { apiSessionHeaders, DEMO_PASSWORD, logInThroughForm, sessionHeaders } from '../helpers/eventsMember';
import { switchLanguage } from '../helpers/language';

const MARIO = 'mario@campo.test';
const ev = (key: string) => text('it', 'events', key);
const tp = (key: string, values?: Record<string, string | number>) => textWith('it', 'products', key, values);

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
  expect(file.campo.buildId).toMatch(/^[0-9a-f]{8}$/); // the entry chunk's content hash (webpack.config.ts)
  expect(file.campo.urls).toHaveLength(actions.length);
  expect(file.campo.urls).toContain('/login');
  expect(file.campo.finalState.preferences.language).toBe('en');
  expect(file.campo.finalState.session.user).toMatchObject({ firstName: 'Mario', email: '[email]' });
});

interface ListedProduct {
  _id: string;
  name: string;
  sizeAndColors: Array<{ size: string | null; colorName: string | null; stock: number }>;
}

/**
 * How both screens are taken. A chat picture is a private file: the export does not hold it and a fresh browser has
 * no session to fetch it, so the replay cannot show it; both screens mask it.
 */
const screenOptions = (page: Page) => ({
  caret: 'hide' as const,
  animations: 'disabled' as const,
  mask: [page.getByTestId('chat-message').locator('img')],
});

/**
 * Share of pixels that differ noticeably between two screenshots of the same size (1 when the sizes differ), and the
 * box around them, so that a failure says where the screens part.
 */
function screenDifference(a: Buffer, b: Buffer) {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  if (first.width !== second.width || first.height !== second.height) return { share: 1, box: 'sizes differ' };
  let differing = 0;
  const box = { left: first.width, top: first.height, right: -1, bottom: -1 };
  for (let at = 0; at < first.data.length; at += 4) {
    const channels = [0, 1, 2].map((channel) => Math.abs(first.data[at + channel] - second.data[at + channel]));
    if (Math.max(...channels) <= 40) continue;
    differing += 1;
    const pixel = at / 4;
    const [x, y] = [pixel % first.width, Math.floor(pixel / first.width)];
    Object.assign(box, {
      left: Math.min(box.left, x),
      top: Math.min(box.top, y),
      right: Math.max(box.right, x),
      bottom: Math.max(box.bottom, y),
    });
  }
  return {
    share: differing / (first.width * first.height),
    box: differing ? `x ${box.left}-${box.right}, y ${box.top}-${box.bottom}` : 'none',
  };
}

/**
 * The export's final state and a replay's, without what RTK Query's middleware writes past the recorder (its marker
 * and its mirror of mounted subscriptions), as the replay page's comparableState leaves them out.
 */
function withoutMiddlewareMirror(state: unknown): unknown {
  const copy = structuredClone(state) as { api?: { config?: Record<string, unknown>; subscriptions?: unknown } };
  delete copy.api?.config?.middlewareRegistered;
  delete copy.api?.subscriptions;
  return copy;
}

/** A real session in one page load: every step is in-app navigation, so the recorder sees all of it. */
async function recordSession(page: Page, request: APIRequestContext) {
  await page.goto('/?devtools=on');
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);

  // Filter the events by a speciality, and open one of them.
  await page.getByRole('button', { name: ev('list.filters.toggle') }).click();
  const panel = page.getByRole('search', { name: ev('list.filters.panelTitle') });
  const swimming = SPECIALITIES.find((speciality) => speciality.title === 'Nuoto')!;
  await panel.getByRole('combobox', { name: ev('list.filters.speciality') }).selectOption({ label: swimming.title });
  await expect(panel.getByLabel(ev('list.filters.category'))).toBeVisible();
  await panel.getByRole('button', { name: ev('list.filters.close') }).click();
  const results = page.getByRole('region', { name: ev('list.resultsLabel') });
  await expect(async () => {
    const names = await results.getByRole('article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(
        swimming.events.some((template) => name.startsWith(template)),
        name,
      ).toBe(true);
  }).toPass();
  await results
    .getByRole('link', { name: new RegExp(`^${ev('list.card.view')} `) })
    .first()
    .click();

  // Favourite twice quickly: the first change is still on its way at the second click. Changes of one event are sent
  // one after the other, so the second leaves once the first is answered, and the server refuses it.
  let favouriteCalls = 0;
  let releaseFirst: () => void = () => undefined;
  const secondClicked = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route('**/api/user/favourite/event/**', async (route) => {
    favouriteCalls += 1;
    if (favouriteCalls === 1) {
      await secondClicked;
      await route.continue();
    } else {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Favourite not saved' }),
      });
    }
  });
  const favourite = page.getByRole('button', {
    name: new RegExp(`^(${ev('detail.favouriteAdd')}|${ev('detail.favouriteRemove')})$`),
  });
  const wasFavourite = (await favourite.getAttribute('aria-pressed')) === 'true';
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(!wasFavourite));
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(wasFavourite));
  expect(favouriteCalls).toBe(1);
  releaseFirst();
  await expect.poll(() => favouriteCalls).toBe(2);
  // The refused second change leaves the first one, as the server has it.
  await expect(favourite).toHaveAttribute('aria-pressed', String(!wasFavourite));
  await page.unroute('**/api/user/favourite/event/**');

  // Add a product to the cart and change its quantity.
  const listed = await request.get('/api/user/products?offset=0&limit=50', { headers: await sessionHeaders(page) });
  const product = ((await listed.json()) as { data: ListedProduct[] }).data.find((candidate) =>
    candidate.sizeAndColors.some((variant) => variant.stock >= 10),
  )!;
  const variant = product.sizeAndColors.find((candidate) => candidate.stock >= 10)!;
  await page.getByRole('link', { name: text('it', 'common', 'layout.topBar.products') }).click();
  await page.getByRole('searchbox', { name: tp('list.search.label') }).pressSequentially(product.name.slice(0, 12));
  await page
    .getByRole('article', { name: product.name })
    .getByRole('link', { name: tp('list.card.viewLabel', { name: product.name }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  for (const [group, choice] of [
    ['detail.size', variant.size],
    ['detail.colour', variant.colorName],
  ] as const) {
    const option = page
      .getByRole('group', { name: tp(group) })
      .getByRole('button', { name: choice ?? tp('list.card.sizeNotAvailable'), exact: true });
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  await page.getByRole('button', { name: tp('detail.addToCart') }).click();
  await page.getByRole('link', { name: tp('detail.goToCart') }).click();
  const line = page.getByRole('listitem', { name: product.name });
  const quantity = line.getByLabel(tp('cart.quantity', { name: product.name }));
  const before = Number(await quantity.textContent());
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/user/cart/') && response.request().method() === 'PUT',
  );
  await line.getByRole('button', { name: tp('cart.increase', { name: product.name }) }).click();
  await expect(quantity).toHaveText(String(before + 1));
  expect((await saved).ok()).toBe(true);

  // Giulia writes more than a screen of messages: Mario's chat opens on the first unread, and his send then takes
  // it to the newest, where the replay must end too.
  const marioProfile = await request.get('/api/user/profile', { headers: await sessionHeaders(page) });
  const marioId = ((await marioProfile.json()) as { data: { _id: string } }).data._id;
  const giulia = await apiSessionHeaders(request, GIULIA, DEMO_PASSWORD);
  for (let count = 1; count <= 15; count += 1) {
    const sent = await request.post('/api/user/send/message/in/single', {
      headers: giulia,
      multipart: { reciever: marioId, text: `Giulia, ${count} of 15` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // Switch language, then send a chat message from the profile's messages tab.
  await switchLanguage(page, 'it', 'English');
  await page.getByRole('link', { name: text('en', 'common', 'layout.topBar.profile') }).click();
  await page.getByRole('tab', { name: text('en', 'account', 'profile.tabs.myMessages') }).click();
  // The newest conversation, on the inbox's first page.
  await page
    .getByRole('list', { name: tm('en', 'inbox.listLabel') })
    .getByRole('button')
    .first()
    .click();
  const chat = page.getByRole('region', { name: tm('en', 'chat.label') });
  await expect(chat.getByRole('separator', { name: tm('en', 'chat.newMessages') })).toBeVisible();
  const message = `Replay check ${uniqueMark()}`;
  await send(chat, 'en', message);
  await expect(chat.getByTestId('chat-message').filter({ hasText: message })).toBeVisible();
  return { message };
}

test('a recorded session replays on /qa/replay in a fresh browser: same final state, same screen, no API call', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const viewport = { width: 1280, height: 800 };
  await page.setViewportSize(viewport);
  const { message } = await recordSession(page, request);

  // The screen as the user saw it, once the toasts are gone, then the export.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, viewport.height - 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The page's own scroll is not app state (docs/CONVENTIONS.md, "Screen state"): both screens are seen from the top.
  const recordedScreen = await page.screenshot(screenOptions(page));
  const exported = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+E');
  const filePath = (await (await exported).path())!;
  const file = JSON.parse(await readFile(filePath, 'utf8')) as {
    payload: string;
    campo: { finalState: unknown; urls: string[] };
  };
  const actions = JSON.parse(file.payload) as Array<{ type: string; meta?: { arg?: { endpointName?: string } } }>;
  const types = actions.map((action) => action.type);
  expect(types).toEqual(
    expect.arrayContaining(['qa/locationChanged', 'eventsFilter/specialityChanged', 'preferences/languageChanged']),
  );
  expect(actions.filter((action) => action.meta?.arg?.endpointName === 'setFavourite')).not.toHaveLength(0);
  expect(file.campo.urls.at(-1)).toMatch(/^\/profile/);

  // A fresh browser: nothing of the recording's cookies or storage.
  const fresh = await browser.newContext({ baseURL, viewport, locale: 'it-IT' });
  const replayPage = await fresh.newPage();
  const apiCalls: string[] = [];
  replayPage.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(`${sent.method()} ${sent.url()}`);
  });
  replayPage.on('websocket', (socket) => apiCalls.push(`WebSocket ${socket.url()}`));
  await replayPage.goto('/qa/replay?devtools=on');
  await replayPage.getByLabel(text('it', 'qa', 'replay.choose')).setInputFiles(filePath);

  // Jump to the last action from the list.
  const controls = replayPage.getByRole('complementary');
  await controls.getByRole('button', { name: new RegExp(`^${actions.length}\\. `) }).click();
  await expect(controls.getByRole('status')).toHaveText(
    textWith('en', 'qa', 'replay.position', { position: actions.length, count: actions.length }),
  );
  await expect(replayPage.getByTestId('chat-message').filter({ hasText: message })).toBeVisible();

  // The same state as the recording's last, once both are sanitised.
  const replayed = await replayPage.evaluate(() => window.campoReplay?.state());
  expect(withoutMiddlewareMirror(replayed)).toEqual(withoutMiddlewareMirror(file.campo.finalState));

  // The same screen, but for a few pixels (the corner button, a focus ring); a wrong or blank screen differs far more.
  await controls.getByRole('button', { name: text('en', 'qa', 'replay.hide') }).click();
  await replayPage.mouse.move(0, viewport.height - 1);
  let replayedScreen = recordedScreen;
  let difference = { share: 1, box: 'not compared' };
  await expect
    .poll(
      async () => {
        replayedScreen = await replayPage.screenshot(screenOptions(replayPage));
        difference = screenDifference(recordedScreen, replayedScreen);
        return difference.share;
      },
      { timeout: 15_000 },
    )
    .toBeLessThan(0.01)
    .catch(async (error: Error) => {
      await testInfo.attach('recorded screen', { body: recordedScreen, contentType: 'image/png' });
      await testInfo.attach('replayed screen', { body: replayedScreen, contentType: 'image/png' });
      throw new Error(`${error.message}\nDiffering pixels within ${difference.box}`);
    });
  expect(apiCalls).toEqual([]);
  await fresh.close();
});
