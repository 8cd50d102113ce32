/**
 * The route a client log entry names for a page's `hash` ('#/pay/12?orderId=12&code=4821'): its path and
 * the names of its query, never their values, which may carry login or authorisation codes
 * ('/pay/12?orderId&code'). At most 200 characters; '/' for an empty hash.
 */
export function clientLogRoute(hash: string): string {
  const [path = '', query] = hash.replace(/^#/, '').split('?', 2);
  const names = query === undefined ? [] : [...new URLSearchParams(query).keys()];
  const route = (path || '/') + (names.length > 0 ? `?${names.join('&')}` : '');
  return route.slice(0, 200);
}
