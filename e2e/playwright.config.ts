import { defineConfig } from '@playwright/test';

// Debian's chromium, never a downloaded browser (TOOLCHAIN.md). The server is started by globalSetup on a free
// port with a temporary DATA_DIR; its URL reaches the tests through E2E_BASE_URL (see fixtures.ts).
export default defineConfig({
  testDir: './journeys',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    locale: 'it-IT',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
