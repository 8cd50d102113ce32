/**
 * Ports of the servers the browser tests start (apart from the default 3000/3001 of `npm start`).
 * `E2E_PORT_OFFSET` moves them all, so two checkouts on one machine can run their browser tests at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  consumer: 3100 + offset,
  business: 3101 + offset,
  wechatConsumer: 3110 + offset,
  wechatBusiness: 3111 + offset,
  wechatSimulator: 4110 + offset,
  clockConsumer: 3120 + offset,
  clockBusiness: 3121 + offset,
} as const;
export const CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.consumer}`;
export const BUSINESS_URL = `http://127.0.0.1:${E2E_PORTS.business}`;
/** The travellers' app of the server whose WeChat (authorisation, JS-SDK, WeChat Pay) is the simulator's. */
export const WECHAT_CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.wechatConsumer}`;
/**
 * The travellers' and staff apps of the server whose clock the tests move (DEV_CLOCK=true, POST /api/dev/clock/):
 * journeys that wait out days (a reward's pending week) run there, so the other specs' server keeps real time.
 */
export const CLOCK_CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.clockConsumer}`;
export const CLOCK_BUSINESS_URL = `http://127.0.0.1:${E2E_PORTS.clockBusiness}`;
/** The WeChat simulator (tooling/wechat-sim): on the same host as the apps, so its cookie reaches its payment sheet. */
export const WECHAT_SIMULATOR_URL = `http://127.0.0.1:${E2E_PORTS.wechatSimulator}`;
