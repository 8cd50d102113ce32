import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { createWechatSimKeys, wechatSimEnv } from '@luggage/wechat-sim';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { BUSINESS_URL, CLOCK_CONSUMER_URL, CONSUMER_URL, E2E_PORTS, WECHAT_CONSUMER_URL, WECHAT_SIMULATOR_URL } from './tests/urls';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const simulatorEntry = fileURLToPath(new URL('../wechat-sim/dist/main.js', import.meta.url));
const dataDir = fileURLToPath(new URL('./.data', import.meta.url));
const wechatDataDir = fileURLToPath(new URL('./.data-wechat', import.meta.url));
const clockDataDir = fileURLToPath(new URL('./.data-clock', import.meta.url));

// Fresh embedded databases for every run: the servers migrate and seed them on start.
if (!process.env.TEST_WORKER_INDEX) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(wechatDataDir, { recursive: true, force: true });
  rmSync(clockDataDir, { recursive: true, force: true });
}

/**
 * Every spec's browsers call from 127.0.0.1, two files at a time: the per-address rate limits are raised so
 * only the per-user limits and the unpaid orders caps (their production defaults) apply.
 */
const addressLimitsEnv = {
  RATE_LIMIT_WRITES_PER_ADDRESS: '100000',
  RATE_LIMIT_CHECKOUTS_PER_ADDRESS: '100000',
  RATE_LIMIT_ADD_ORDERS_PER_ADDRESS: '100000',
};

/** The official account and merchant the WeChat simulator plays and the second server is configured with. */
const wechat = createWechatSimKeys();
/** The second server: the same product, its WeChat settings pointing at the simulator (wechat.spec.ts). */
const wechatServerEnv = {
  PORT_CONSUMER: String(E2E_PORTS.wechatConsumer),
  PORT_BUSINESS: String(E2E_PORTS.wechatBusiness),
  DATA_DIR: wechatDataDir,
  LOG_LEVEL: 'warn',
  ...addressLimitsEnv,
  WX_APP_ID: wechat.appId,
  WX_APP_SECRET: wechat.appSecret,
  WX_OAUTH_BASE_URL: WECHAT_SIMULATOR_URL,
  WX_API_BASE_URL: WECHAT_SIMULATOR_URL,
  PAY_PROVIDER: 'wechat',
  WECHAT_PAY_APP_ID: wechat.appId,
  WECHAT_PAY_MCH_ID: wechat.mchId,
  WECHAT_PAY_MERCHANT_SERIAL_NO: wechat.merchantSerialNo,
  WECHAT_PAY_PRIVATE_KEY: wechat.merchantPrivateKey,
  WECHAT_PAY_API_V3_KEY: wechat.apiV3Key,
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKey,
  WECHAT_PAY_PLATFORM_SERIAL_NO: wechat.platformSerialNo,
  WECHAT_PAY_NOTIFY_URL: `${WECHAT_CONSUMER_URL}/api/pay/notify/wechat/`,
  WECHAT_PAY_BASE_URL: WECHAT_SIMULATOR_URL,
};

/** A process the tests need, started before them and ready when `url` answers. */
const startedProcess = (command: string, url: string, env: Record<string, string>) =>
  ({ command, url, env, reuseExistingServer: false, timeout: 120_000, stdout: 'ignore', stderr: 'pipe' }) as const;

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
  webServer: [
    startedProcess(`node ${serverEntry}`, `${CONSUMER_URL}/api/health`, {
      PORT_CONSUMER: String(E2E_PORTS.consumer),
      PORT_BUSINESS: String(E2E_PORTS.business),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec's travellers and staff log in from 127.0.0.1.
      SMS_CODES_PER_ADDRESS_PER_HOUR: '1000',
      ...addressLimitsEnv,
      // A deployed product's support contact (the WeChat server below has none, as a fresh install).
      SUPPORT_PHONE: '400-820-8820',
      SUPPORT_EMAIL: 'help@example.com',
    }),
    startedProcess(`node ${simulatorEntry}`, `${WECHAT_SIMULATOR_URL}/sim/health`, wechatSimEnv(wechat, { port: E2E_PORTS.wechatSimulator })),
    startedProcess(`node ${serverEntry}`, `${WECHAT_CONSUMER_URL}/api/health`, wechatServerEnv),
    // The third server: the same product on a clock the tests move forward (rewards.spec.ts).
    startedProcess(`node ${serverEntry}`, `${CLOCK_CONSUMER_URL}/api/health`, {
      PORT_CONSUMER: String(E2E_PORTS.clockConsumer),
      PORT_BUSINESS: String(E2E_PORTS.clockBusiness),
      DATA_DIR: clockDataDir,
      LOG_LEVEL: 'warn',
      DEV_CLOCK: 'true',
      // A promoter earns 20 % (the default is 10 %): one bag's booking (¥8) then earns ¥1.60, over the ¥1 a withdrawal needs.
      REWARD_PERCENT: '20',
    }),
  ],
  metadata: { businessUrl: BUSINESS_URL },
});
