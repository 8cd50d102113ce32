/** Ports of the servers the browser tests start (apart from the default 3000/3001 of `npm start`). */
export const E2E_PORTS = { consumer: 3100, business: 3101, wechatConsumer: 3110, wechatBusiness: 3111, wechatSimulator: 4110 } as const;
export const CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.consumer}`;
export const BUSINESS_URL = `http://127.0.0.1:${E2E_PORTS.business}`;
/** The travellers' app of the server whose WeChat (authorisation, JS-SDK, WeChat Pay) is the simulator's. */
export const WECHAT_CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.wechatConsumer}`;
/** The WeChat simulator (tooling/wechat-sim): on the same host as the apps, so its cookie reaches its payment sheet. */
export const WECHAT_SIMULATOR_URL = `http://127.0.0.1:${E2E_PORTS.wechatSimulator}`;
