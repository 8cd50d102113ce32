import { randomBytes } from 'node:crypto';
import { createWechatSim, createWechatSimKeys } from '@luggage/wechat-sim';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/load-config';
import type { PayoutConfig } from '../services/payout/create-payout-provider';

/** The origin the server's WeChat adapters are pointed at: answered by the simulator in-process, never by a network. */
export const SIMULATOR_ORIGIN = 'http://wechat-sim.test';
/** The notify URL the server gives WeChat Pay (the simulator delivers it to the server in-process). */
const NOTIFY_URL = 'https://luggage.example.com/api/pay/notify/wechat/';
/** The notify URL of transfers to balance (the simulator delivers it to the server in-process). */
const TRANSFER_NOTIFY_URL = 'https://luggage.example.com/api/pay/transfer-notify/wechat/';
/** The account's server URL WeChat pushes messages to (the simulator delivers them to the server in-process). */
const EVENT_URL = 'https://luggage.example.com/api/wx/event/';

/** A fetch that answers through `app.inject` (a Fastify app that is not listening). */
function injectingFetch(app: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app().inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(init?.body === undefined || init.body === null ? {} : { payload: String(init.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
  };
}

/**
 * The WeChat simulator (tooling/wechat-sim) for one test file, with fresh keys and message Token, and what a
 * server needs to use it with its real adapters: the `WX_*` and WeChat Pay settings (`config`) and the
 * `fetch` that reaches the simulator, and the WeChat payout settings (`payout`). `server()` names the server the simulator's payment notifications and
 * follow events go to; `clock` is the time both sides read.
 */
export function createSimulatedWechat(options: { clock: () => number; server: () => FastifyInstance }) {
  const keys = createWechatSimKeys();
  const messageToken = randomBytes(16).toString('hex');
  const sim = createWechatSim({
    ...keys,
    clock: options.clock,
    fetch: injectingFetch(options.server),
    notifyRetryDelaysMs: [10, 10],
    messageToken,
    eventUrl: EVENT_URL,
  });
  const config: Pick<ServerConfig, 'wechat' | 'pay'> = {
    wechat: { appId: keys.appId, appSecret: keys.appSecret, oauthBaseUrl: SIMULATOR_ORIGIN, apiBaseUrl: SIMULATOR_ORIGIN, messageToken },
    pay: {
      provider: 'wechat',
      appId: keys.appId,
      mchId: keys.mchId,
      merchantSerialNo: keys.merchantSerialNo,
      merchantPrivateKey: keys.merchantPrivateKey,
      apiV3Key: keys.apiV3Key,
      platformPublicKey: keys.platformPublicKey,
      platformSerialNo: keys.platformSerialNo,
      notifyUrl: NOTIFY_URL,
      baseUrl: SIMULATOR_ORIGIN,
    },
  };
  /** Withdrawals paid by WeChat's transfer to balance (scene 1000, 现金营销): add to `config` where a test wants them. */
  const payout: PayoutConfig = { provider: 'wechat', sandboxDelayMs: 0, sceneId: '1000', notifyUrl: TRANSFER_NOTIFY_URL };
  return { keys, messageToken, sim, config, payout, fetch: injectingFetch(() => sim.app) };
}
