import type { WeChatSdk } from 'weixin-js-sdk';

/**
 * How {@link loadWeChatSdk} gets the SDK: `importSdk` imports the `wechat-sdk` chunk. It is an object so a
 * test can replace the import with a fake `wx` (`vi.spyOn(wechatSdkImport, 'importSdk')`).
 */
export const wechatSdkImport = {
  importSdk: async (): Promise<WeChatSdk> => (await import('./wechat-sdk')).wechatSdk,
};
