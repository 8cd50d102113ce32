/**
 * The absolute URL that opens an in-app route: the page's origin and path, then '#' and `path`
 * ('/shop/12' → 'https://example.com/#/shop/12'). The page's query (e.g. WeChat's ?code=) is left out.
 * `page` is this page unless given.
 */
export function appLink(path: string, page: Pick<URL, 'origin' | 'pathname'> = location): string {
  return `${page.origin}${page.pathname}#${path}`;
}
