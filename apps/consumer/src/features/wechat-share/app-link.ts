/**
 * The absolute URL that opens an in-app route: this page's origin and path, then '#' and `path`
 * ('/shop/12' → 'https://example.com/#/shop/12'). The page's query (e.g. WeChat's ?code=) is left out.
 */
export function appLink(path: string): string {
  return `${location.origin}${location.pathname}#${path}`;
}
