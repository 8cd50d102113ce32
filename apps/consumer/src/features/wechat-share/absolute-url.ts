/** `url` (a path such as '/api/photos/shop-012-1.jpg', or already absolute) as an absolute URL on this page's origin. */
export function absoluteUrl(url: string): string {
  return new URL(url, location.href).href;
}
