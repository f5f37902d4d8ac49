import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

// Several people run the suite on one machine: outside CI each run picks its own port once
// (the main process sets it; the workers it starts inherit the variable).
process.env.E2E_PORT ??= process.env.CI ? '3100' : String(3100 + Math.floor(Math.random() * 800));
const port = Number(process.env.E2E_PORT);
// Each site of the run files the mails it sends under this folder (start-server.ts, mailbox.ts).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `recipes-e2e-mail-${port}`);
const baseURL = `http://127.0.0.1:${port}`;
// A second, unseeded site without Google or Facebook settings, for the tests tagged @no-providers
// (the main site signs in against stand-in providers that start-server.ts starts).
const plainPort = port + 1000;
const plainURL = `http://127.0.0.1:${plainPort}`;
const shots = Boolean(process.env.SHOTS);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium; Playwright never downloads a browser here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const server = (url: string, env: Record<string, string>): WebServer => ({
  command: 'node --import tsx start-server.ts',
  url: `${url}/api/v1/recipes/ping`,
  env,
  reuseExistingServer: false,
  // SIGTERM lets the server remove its temporary data folder and build copy.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  // start-server.ts listens only once the sample photos are drawn (the tests look at them), which
  // takes up to a minute on a busy machine; `npm start` answers before them (server.ts).
  timeout: 240_000,
  stdout: 'ignore',
  stderr: 'pipe',
});

export default defineConfig({
  testDir: '.',
  // SHOTS=1 runs the screenshot tours (*.shots.ts, images in /tmp/shots) instead of the specs.
  testMatch: shots ? '**/*.shots.ts' : '**/*.spec.ts',
  // Per run outside CI, so one person's run does not wipe another's traces.
  outputDir: process.env.CI ? './test-results' : `./test-results/port-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production site registers a service worker (decision 0020); requests it answers pass
    // by page.route. Only offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: chromium, grepInvert: /@no-providers/ },
    ...(shots
      ? []
      : [{ name: 'chromium-no-providers', use: { ...chromium, baseURL: plainURL }, grep: /@no-providers/ }]),
  ],
  webServer: [
    server(baseURL, { PORT: String(port), E2E_PROVIDERS: 'stand-ins' }),
    ...(shots ? [] : [server(plainURL, { PORT: String(plainPort), SEED_SAMPLE: 'false' })]),
  ],
});
