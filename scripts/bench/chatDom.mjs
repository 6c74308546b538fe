// `npm run bench -- chat`: the chat's virtualised list in Debian chromium on the production build. Mario's longest
// direct thread (Federico, 2,000 messages in the demo) is grown to THREAD_SIZE with older messages; the chat is
// opened as a user opens it and scrolled to the top again and again, so the SPA's own paging (15 at a time) loads
// LOADED messages; then the message nodes in the DOM are counted at the top, the middle and the bottom (goal < 150),
// and more prepends of 15 older messages are timed, each from the scroll that asks for them to the list grown with
// them (network and rendering), and from the answer's arrival to that (rendering alone). Printed, never asserted.
import { chromium } from '@playwright/test';
import { growLongThread } from './longThread.mjs';
import { CHROMIUM_ARGS } from './pageJs.mjs';
import { sessionCookies } from './webServer.mjs';

const LOADED = Number(process.env.BENCH_CHAT_MESSAGES ?? 5000);
const TIMED_PREPENDS = 7;
const PAGE = 15;
const THREAD_SIZE = LOADED + (TIMED_PREPENDS + 1) * PAGE;
const VIEWPORT = { width: 1440, height: 900 };
const DOM_GOAL = 150;
const STEP_LIMIT_MS = 30_000;
const OTHER_NAME = /Federico Lombardi/;

/**
 * Opens the long thread the way a user does: the profile's Messages tab, then the thread in the inbox. False when
 * the build has no Messages tab (the chat screens are not there).
 */
async function openChat(page, baseUrl) {
  await page.goto(`${baseUrl}/profile`);
  const tab = page.getByRole('tab', { name: /^(messaggi|messages)$/i });
  try {
    await tab.waitFor({ timeout: STEP_LIMIT_MS });
  } catch {
    return false;
  }
  await tab.click();
  await page.getByRole('button', { name: OTHER_NAME }).first().click();
  await page.locator('[data-testid="chat-message"]').first().waitFor({ timeout: STEP_LIMIT_MS });
  return true;
}

/** Runs in the page: the lowest and highest item index the virtualiser has in the DOM (its `data-item-index`). */
function ITEM_INDEXES() {
  const indexes = [...globalThis.document.querySelectorAll('[data-item-index]')].map((node) =>
    Number(node.dataset.itemIndex),
  );
  return { lowest: Math.min(...indexes), highest: Math.max(...indexes) };
}

/**
 * Runs in the page: scrolls the chat to its top (the SPA asks for older messages within 100 px of it) and resolves
 * when an item older than `first` (the index of the oldest message held) is in the DOM: the older page is rendered
 * above the message being read. Answers the time from the ask, and from the arrival of the page's answer.
 */
function PREPEND({ first, limitMs }) {
  const scroller = globalThis.document.querySelector('[data-testid="chat-scroller"]');
  const answers = () =>
    globalThis.performance
      .getEntriesByType('resource')
      .filter(({ name }) => name.includes('/conversation/') && !name.includes('after='));
  const seen = answers().length;
  const asked = globalThis.performance.now();
  scroller.scrollTop = 0;
  return new Promise((resolve, reject) => {
    const check = () => {
      const now = globalThis.performance.now();
      const older = [...globalThis.document.querySelectorAll('[data-item-index]')].some(
        (node) => Number(node.dataset.itemIndex) < first,
      );
      if (older) {
        const answer = answers()[seen];
        resolve({ total: now - asked, render: answer ? now - answer.responseEnd : null });
      } else if (now - asked > limitMs) reject(new Error('the chat did not show older messages'));
      else globalThis.requestAnimationFrame(check);
    };
    globalThis.requestAnimationFrame(check);
  });
}

/** Runs in the page: the message nodes in the DOM, and every element inside the scroller. */
function COUNT_NODES({ at }) {
  const scroller = globalThis.document.querySelector('[data-testid="chat-scroller"]');
  if (at === 'middle') scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
  if (at === 'bottom') scroller.scrollTop = scroller.scrollHeight;
  return new Promise((resolve) =>
    // Two frames after the scroll, so the virtualiser has rendered the new window.
    globalThis.requestAnimationFrame(() =>
      globalThis.requestAnimationFrame(() =>
        resolve({
          messages: globalThis.document.querySelectorAll('[data-testid="chat-message"]').length,
          elements: scroller.querySelectorAll('*').length,
        }),
      ),
    ),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The chat benchmark as lines of text, on the bench's production server (`server.dataDir`: its SQLite). */
export async function benchChat(server) {
  const grown = growLongThread(server.dataDir, THREAD_SIZE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addCookies(sessionCookies(server.baseUrl, server.token));
    const page = await context.newPage();
    const loaded = new Set();
    // A page of the thread; not the `after=` catch-up the live connection asks for when it (re)connects.
    const isPage = (response) =>
      response.request().method() === 'GET' &&
      !response.url().includes('after=') &&
      [grown.threadId, grown.contactId].some((id) => response.url().includes(`/conversation/${id}`));
    const keep = async (response) => {
      for (const message of (await response.json()).data ?? []) loaded.add(message._id);
    };
    const firstPage = page.waitForResponse(isPage);
    if (!(await openChat(page, server.baseUrl)))
      return ['  skipped: this build has no Messages tab on /profile (the chat screens are not built yet)'];
    await keep(await firstPage);
    // The virtualiser's index of the oldest message held: the newest one's index minus the others.
    let first = (await page.evaluate(ITEM_INDEXES)).highest - (loaded.size - 1);
    const prepend = async () => {
      const answer = page.waitForResponse(isPage);
      const timing = await page.evaluate(PREPEND, { first, limitMs: STEP_LIMIT_MS });
      const before = loaded.size;
      await keep(await answer);
      first -= loaded.size - before;
      return timing;
    };
    const started = Date.now();
    const loads = [];
    while (loaded.size < LOADED) loads.push(await prepend());
    const loadSeconds = (Date.now() - started) / 1000;
    const held = loaded.size;
    const counts = {};
    for (const at of ['top', 'middle', 'bottom']) counts[at] = await page.evaluate(COUNT_NODES, { at });
    const timed = [];
    for (let n = 0; n < TIMED_PREPENDS; n += 1) timed.push(await prepend());
    const most = Math.max(...Object.values(counts).map((count) => count.messages));
    const renders = timed.map((t) => t.render).filter((value) => value !== null);
    const early = loads.slice(1, 11);
    return [
      `Thread of ${grown.after.toLocaleString('en-GB')} messages (demo ${grown.before.toLocaleString('en-GB')} + older ones added), Chromium ${VIEWPORT.width}x${VIEWPORT.height}, production build`,
      `  ${held.toLocaleString('en-GB')} messages loaded by scrolling to the top ${loads.length} times (${loadSeconds.toFixed(0)} s)`,
      `  message nodes in the DOM: ${counts.top.messages} at the top, ${counts.middle.messages} in the middle, ${counts.bottom.messages} at the bottom ` +
        `(goal < ${DOM_GOAL}, ${most < DOM_GOAL ? 'met' : 'NOT met'}); ${Math.max(...Object.values(counts).map((c) => c.elements))} elements in the list at most`,
      `  prepending ${PAGE} older messages with ${held.toLocaleString('en-GB')} loaded: median ${median(timed.map((t) => t.total)).toFixed(0)} ms ` +
        `from the scroll to the grown list${renders.length ? `, ${median(renders).toFixed(0)} ms of it after the answer arrived` : ''} ` +
        `(${TIMED_PREPENDS} prepends); with 15-165 loaded: median ${median(early.map((t) => t.total)).toFixed(0)} ms`,
    ];
  } finally {
    await browser.close();
  }
}
