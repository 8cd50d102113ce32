import type { BrowserContext } from '@playwright/test';
import type { WechatSimStats } from '@luggage/wechat-sim';
import { WECHAT_SIMULATOR_URL } from './urls';

/** A WeChat in-app browser's user agent on Android (its 'MicroMessenger' is what the app looks for). */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
  'Chrome/120.0.6099.193 Mobile Safari/537.36 XWEB/1200113 MMWEBSDK/20240301 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64';

/** What the simulator has seen so far. */
export async function simulatorStats(): Promise<WechatSimStats> {
  return (await fetch(`${WECHAT_SIMULATOR_URL}/sim/stats`)).json() as Promise<WechatSimStats>;
}

/** Asks the simulator to send a paid trade's notification again (the same id and body). */
export async function notifyAgain(outTradeNo: string): Promise<void> {
  const answer = await fetch(`${WECHAT_SIMULATOR_URL}/sim/pay/notify-again`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outTradeNo }),
  });
  if (!answer.ok) throw new Error(`notify-again: HTTP ${answer.status}`);
}

/** Gives every page of `context` WeChat's in-app bridge (WeixinJSBridge) as the simulator plays it. */
export async function useSimulatedWechatBridge(context: BrowserContext): Promise<void> {
  const script = await (await fetch(`${WECHAT_SIMULATOR_URL}/sim/bridge.js`)).text();
  await context.addInitScript({ content: script });
}
