import type { WeChatCallbacks, WeChatConfig, WeChatLocation, WeChatResult, WeChatSdk, WeChatShareData } from 'weixin-js-sdk';

/** What a test makes WeChat answer. */
export interface FakeWeChatAnswers {
  /** WeChat refuses the config with this errMsg (e.g. 'config:invalid signature'). */
  refuseConfig?: string;
  /** WeChat never checks the config: neither `ready` nor `error` comes. */
  isSilent?: boolean;
  /** openLocation fails with this errMsg. */
  failOpenLocation?: string;
}

/** A `wx` for tests: it answers as WeChat does and keeps what the app asked of it, without the callbacks. */
export interface FakeWeChatSdk extends WeChatSdk {
  configs: WeChatConfig[];
  appMessageShares: Omit<WeChatShareData & { desc: string }, keyof WeChatCallbacks>[];
  timelineShares: Omit<WeChatShareData, keyof WeChatCallbacks>[];
  openedLocations: Omit<WeChatLocation, keyof WeChatCallbacks>[];
}

const withoutCallbacks = <T extends WeChatCallbacks>({ success: _success, fail: _fail, cancel: _cancel, complete: _complete, ...data }: T) =>
  data;

/**
 * A fake WeChat JS-SDK, to hand the loader in place of the real one (`vi.spyOn(wechatSdkImport,
 * 'importSdk').mockResolvedValue(fake)`). Like WeChat, it checks a config a moment after `config`, then
 * calls `error` (when refused) and `ready`; a call's `success` or `fail` comes at once.
 */
export function fakeWeChatSdk(answers: FakeWeChatAnswers = {}): FakeWeChatSdk {
  let state: 'unchecked' | 'ready' | 'refused' = 'unchecked';
  let readyCallbacks: (() => void)[] = [];
  let onError: ((result: WeChatResult) => void) | undefined;
  const refusal = { errMsg: answers.refuseConfig ?? '' };
  const answer = (callbacks: WeChatCallbacks, api: string, failure?: string) =>
    failure ? callbacks.fail?.({ errMsg: `${api}:${failure}` }) : callbacks.success?.({ errMsg: `${api}:ok` });

  const sdk: FakeWeChatSdk = {
    configs: [],
    appMessageShares: [],
    timelineShares: [],
    openedLocations: [],
    config(config) {
      sdk.configs.push(config);
      if (answers.isSilent) return;
      setTimeout(() => {
        state = answers.refuseConfig ? 'refused' : 'ready';
        if (answers.refuseConfig) onError?.(refusal);
        for (const callback of readyCallbacks) callback();
        readyCallbacks = [];
      });
    },
    ready(callback) {
      if (state === 'unchecked') readyCallbacks.push(callback);
      else callback();
    },
    error(callback) {
      if (state === 'refused') callback(refusal);
      else onError = callback;
    },
    updateAppMessageShareData(data) {
      sdk.appMessageShares.push(withoutCallbacks(data));
      answer(data, 'updateAppMessageShareData');
    },
    updateTimelineShareData(data) {
      sdk.timelineShares.push(withoutCallbacks(data));
      answer(data, 'updateTimelineShareData');
    },
    openLocation(location) {
      sdk.openedLocations.push(withoutCallbacks(location));
      answer(location, 'openLocation', answers.failOpenLocation);
    },
  };
  return sdk;
}
