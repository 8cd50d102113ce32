import type { ApiErrorCode } from './api-error';

/** Texts of the error catalogue for the 'api' i18n namespace; English is the spec's wording (§8). */
export const apiErrorLocales: Record<'en' | 'zh-CN', Record<ApiErrorCode, string>> = {
  en: {
    tokenExpired: 'token has expired, please log in again',
    shopNotFound: 'the merchant does not exist or has been taken off the shelves',
    requestError: 'request error',
    statusFalsy: 'request error!',
    networkError: 'no network connection, please try again later',
  },
  'zh-CN': {
    tokenExpired: '登录已过期，请重新登录',
    shopNotFound: '商户不存在或已下架',
    requestError: '请求错误',
    statusFalsy: '请求错误！',
    networkError: '网络未连接，请稍后重试',
  },
};
