import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { BUSINESS_URL, CONSUMER_URL, E2E_PORTS } from './tests/urls';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const dataDir = fileURLToPath(new URL('./.data', import.meta.url));

// A fresh embedded database for every run: the server migrates and seeds it on start.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

/** Browser tests: the built apps served by the real server with seeded data, in the system Chromium. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two spec files at a time against the one server (94 s → 75 s on two cores); the tests of a file run in
  // order. Specs share the seeded database, so each test uses its own traveller phone and asserts nothing
  // another file changes (only the business journey checks luggage in at shop 1).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'en-US',
    baseURL: CONSUMER_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node ${serverEntry}`,
    url: `${CONSUMER_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT_CONSUMER: String(E2E_PORTS.consumer),
      PORT_BUSINESS: String(E2E_PORTS.business),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  },
  metadata: { businessUrl: BUSINESS_URL },
});
