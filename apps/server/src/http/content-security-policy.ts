/** Which of the two apps a server instance serves at '/'. */
export type AppKind = 'consumer' | 'business';

/** WeChat's JS-SDK hosts: the SDK may fetch its own scripts from there inside WeChat's browser. */
const WECHAT_SDK_HOSTS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'];

/**
 * The Content-Security-Policy directives of an app's pages (in helmet's form, kebab-case names). What they let
 * through, and why:
 *  - scripts only from the app's own origin (no inline script: Vite emits none) and WeChat's JS-SDK hosts;
 *    the business app may also compile WebAssembly ('wasm-unsafe-eval': the counter's QR reader, zxing-wasm);
 *  - styles from the origin and inline (the boot shell's `<style>`, maplibre's element styles);
 *  - workers and the service worker from the origin and `blob:` (maplibre-gl and mapbox-gl start their
 *    workers from blob URLs in some builds and browsers; `child-src` repeats it for older WebViews);
 *  - images and requests from the origin, `data:`/`blob:` images (QR codes, map tiles decoded in the page)
 *    and the hosts of extraCspSources (the map's, CSP_CONNECT_SOURCES);
 *  - no plugins (`object-src 'none'`), forms post only to the origin (the local WeChat authorisation page);
 *  - framing: the business app never (clickjacking of the staff's check-in and refund buttons), the
 *    consumer app only by itself;
 *  - over https, http sub-resources are upgraded (`upgrade-insecure-requests`), never over plain http (a
 *    local start would lose its own files).
 */
export function contentSecurityPolicy(app: AppKind, extraSources: readonly string[], isHttps: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...(app === 'business' ? ["'wasm-unsafe-eval'"] : []), ...WECHAT_SDK_HOSTS],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extraSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extraSources],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [app === 'business' ? "'none'" : "'self'"],
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
