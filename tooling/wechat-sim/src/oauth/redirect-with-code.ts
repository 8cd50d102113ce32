/**
 * `redirectUri` with `params` added to its query, before any '#fragment', as WeChat redirects:
 * 'https://a/b/#/middle' → 'https://a/b/?code=X&state=Y#/middle'.
 */
export function redirectWithCode(redirectUri: string, params: Record<string, string>): string {
  const hashAt = redirectUri.indexOf('#');
  const base = hashAt < 0 ? redirectUri : redirectUri.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : redirectUri.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${new URLSearchParams(params).toString()}${fragment}`;
}
