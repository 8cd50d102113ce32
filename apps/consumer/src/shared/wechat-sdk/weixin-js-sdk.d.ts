// The types of the part of `weixin-js-sdk` 1.6.5 (WeChat's jweixin 1.6.0 as a CommonJS module) this app calls,
// read from its index.js. tsconfig.json maps the module here: the package's own index.d.ts declares
// `window.WeixinJSBridge: any`, which clashes with the payment feature's typed bridge.

/** What WeChat hands every callback: '<api>:ok', '<api>:cancel' or '<api>:<reason>'. */
export interface WeChatResult {
  errMsg: string;
}

/** The callbacks every JS-SDK call takes; `fail` also gets 'permission denied' for an API not in jsApiList. */
export interface WeChatCallbacks {
  success?: (result: WeChatResult) => void;
  fail?: (result: WeChatResult) => void;
  cancel?: (result: WeChatResult) => void;
  complete?: (result: WeChatResult) => void;
}

/** The JS APIs this app asks `wx.config` for. */
export type WeChatJsApi = 'updateAppMessageShareData' | 'updateTimelineShareData' | 'openLocation';

/** `wx.config`'s parameters: the server's signature of the page URL (GET /api/wx/ticket/) and the APIs wanted. */
export interface WeChatConfig {
  /** true alerts every call's result inside WeChat. */
  debug: boolean;
  appId: string;
  /** Seconds. */
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: WeChatJsApi[];
}

/** What a chat message or a Moments post shows of a shared page. */
export interface WeChatShareData extends WeChatCallbacks {
  title: string;
  /** Absolute URL on a domain of the official account's JS-safe domains. */
  link: string;
  /** Absolute URL of the thumbnail. */
  imgUrl: string;
}

/** A place shown in WeChat's own map. */
export interface WeChatLocation extends WeChatCallbacks {
  /** GCJ-02 degrees, as WeChat's map takes them. */
  latitude: number;
  longitude: number;
  name: string;
  address: string;
  /** Zoom level, 1–28. */
  scale: number;
  /** A link shown under the map. */
  infoUrl?: string;
}

/** The WeChat JS-SDK object (`wx`), one per page. */
export interface WeChatSdk {
  /** Asks WeChat to verify the page's signature; `ready` or `error` tells how it went. */
  config(config: WeChatConfig): void;
  /** Runs `callback` once the config was checked: also after a failed check, just after `error`'s callback. */
  ready(callback: () => void): void;
  /** Runs `callback` when the config's check fails (bad signature, URL not on a JS-safe domain). */
  error(callback: (result: WeChatResult) => void): void;
  /** What 'send to a friend' (and QQ) in the '···' menu shares. */
  updateAppMessageShareData(data: WeChatShareData & { desc: string }): void;
  /** What 'share to Moments' (and QZone) in the '···' menu shares. */
  updateTimelineShareData(data: WeChatShareData): void;
  /** Opens WeChat's map at a place, from which the traveller can start a navigation app. */
  openLocation(location: WeChatLocation): void;
}

declare const wx: WeChatSdk;
export default wx;
