/**
 * The catalogue of error texts shared by the server (which answers in the request's language) and the
 * apps. English texts are the spec's (§8) verbatim; `{name}` placeholders are filled by {@link errorMessage}.
 */
export const ERROR_MESSAGES = {
  /** HTTP 200 with a falsy status and no errorMsg. */
  statusFalsy: { en: 'request error!', zh: '请求错误！' },
  /** Any other HTTP error. */
  requestError: { en: 'request error', zh: '请求错误' },
  /** HTTP 401. */
  tokenExpired: { en: 'token has expired, please log in again', zh: '登录已过期，请重新登录' },
  /** HTTP 404 on info_v2 / info_v3. */
  shopNotFound: { en: 'the merchant does not exist or has been taken off the shelves', zh: '商户不存在或已下架' },
  networkError: { en: 'no network connection, please try again later', zh: '网络未连接，请稍后重试' },
  locationUnavailable: { en: 'unable to get location', zh: '无法获取定位' },
  chooseCityTitle: { en: 'choose a city', zh: '选择城市' },
  chooseCityMessage: { en: 'please choose the city where you need storage', zh: '请选择您需要寄存的城市' },
  noShopsNearby: { en: 'no storage points nearby for now, you can try another place', zh: '附近暂无寄存点，可以换个地方试试' },
  cityHasNoShops: {
    en: '{city} has no storage points for now, please watch for new listings',
    zh: '{city}暂无寄存点，敬请期待新的寄存点',
  },
  /** Server: Sign header missing or not matching the payload. */
  signatureInvalid: { en: 'request signature is invalid', zh: '请求签名无效' },
  /** Server: Timestamp header outside the allowed window. */
  requestExpired: { en: 'request has expired, please check the time on your device', zh: '请求已过期，请检查设备时间' },
  /** Server: a parameter is missing, of the wrong type, out of range or too long. */
  invalidParameter: { en: 'invalid parameter: {field}', zh: '参数错误：{field}' },
  /** Server: HTTP 404 for a path that is not part of the API. */
  apiNotFound: { en: 'this API does not exist', zh: '接口不存在' },
  /** Server: an unexpected failure (HTTP 500). */
  serverError: { en: 'server error, please try again later', zh: '服务器错误，请稍后重试' },
  /** Server: the maps service behind the place search failed or did not answer in time. */
  placeSearchUnavailable: { en: 'place search is unavailable, please try again later', zh: '地点搜索暂时不可用，请稍后重试' },
  /** Server: the maps service behind reverse geocoding failed or did not answer in time. */
  addressLookupUnavailable: {
    en: 'the address of this location is unavailable, please try again later',
    zh: '暂时无法获取该位置的地址，请稍后重试',
  },
  /** Server: an information page (GET /api/content/page/) that the server does not hold. */
  pageNotFound: { en: 'this page does not exist', zh: '该页面不存在' },
} as const satisfies Record<string, { en: string; zh: string }>;

/** A key of {@link ERROR_MESSAGES}. */
export type ErrorMessageCode = keyof typeof ERROR_MESSAGES;

/** The languages of the catalogue. */
export type MessageLanguage = 'en' | 'zh';

/** 'zh' when an Accept-Language header (or a locale such as 'zh-CN') starts with zh, else 'en'. */
export function messageLanguage(acceptLanguage: string | undefined): MessageLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The text of `code` in `language`, with `{name}` placeholders replaced from `values`
 * (e.g. `errorMessage('invalidParameter', 'en', { field: 'lng' })` → 'invalid parameter: lng').
 */
export function errorMessage(
  code: ErrorMessageCode,
  language: MessageLanguage,
  values: Record<string, string> = {},
): string {
  return ERROR_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
