import { WECHAT_SIM_ENDPOINTS, type WechatSimEndpoint } from './wechat-sim-endpoints';

const zeroes = () => Object.fromEntries(WECHAT_SIM_ENDPOINTS.map((endpoint) => [endpoint, 0])) as Record<WechatSimEndpoint, number>;

/** Requests per simulated endpoint, and of those the ones refused (an errcode, an HTTP error, an error page). */
export function createCallStats() {
  let calls = zeroes();
  let refused = zeroes();
  return {
    record(endpoint: WechatSimEndpoint, wasRefused: boolean) {
      calls[endpoint] += 1;
      if (wasRefused) refused[endpoint] += 1;
    },
    snapshot() {
      return { calls: { ...calls }, refused: { ...refused } };
    },
    clear() {
      calls = zeroes();
      refused = zeroes();
    },
  };
}
