/**
 * The page's address as the WeChat authorisation reads and leaves it, in one object so tests can watch
 * the app leave for WeChat (jsdom cannot navigate away).
 */
export const pageAddress = {
  /** The current address. */
  href: (): string => window.location.href,
  /** Leaves for `url` in place of this page, so 'back' from WeChat does not come here to be sent off again. */
  leaveFor: (url: string): void => window.location.replace(url),
};
