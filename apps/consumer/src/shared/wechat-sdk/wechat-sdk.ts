import wx from 'weixin-js-sdk';

/**
 * The WeChat JS-SDK. Only {@link wechatSdkImport} imports this module, dynamically and only inside WeChat,
 * so the SDK sits in a chunk of its own (`wechat-sdk-<hash>.js`) that no other browser downloads.
 */
export const wechatSdk = wx;
