import { test as base, expect, type APIRequestContext } from '@playwright/test';

export const SECRET_HEADER = {
  [process.env.SECRET_HEADER_NAME ?? 'x-campo-key']: process.env.SECRET_HEADER_VALUE ?? 'campo-web-dev-key',
};

export interface CapturedMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Reads the development mailbox of the server under test (newest first). */
export async function readMailbox(request: APIRequestContext, to: string): Promise<CapturedMail[]> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: SECRET_HEADER });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as CapturedMail[];
}

export const test = base.extend<{ closeOwnContexts: void }>({
  // A journey that fails prints what the page went through (its language, errors, failed requests): CI keeps its
  // output, not the trace.
  page: async ({ page }, use, testInfo) => {
    const events: string[] = [];
    // The last 40 things that went wrong, with the time.
    const note = (line: string) => {
      events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (events.length > 40) events.shift();
    };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 500) note(`answer ${response.status()}: ${response.url()}`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const lang = await page.evaluate(() => document.documentElement.lang).catch(() => '?');
    console.info(`\n[${testInfo.title}] at ${page.url()} (lang ${lang})\n${events.join('\n') || 'no page errors'}\n`);
  },

  // The server listens on a port chosen by globalSetup.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture arguments by destructuring
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // A context a test opens itself (a second member, a fresh browser) closes with the test, passed or failed: left
  // open, its chat would go on reading and marking messages read during the next journeys.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
