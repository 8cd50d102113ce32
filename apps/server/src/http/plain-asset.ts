/**
 * The build's scripts and stylesheets (assets/name-hash.js|.mjs|.css, registerSW.js), except workers. A browser
 * applies a CSP, framing and opener policies only to documents and workers, so these files skip them, and the
 * x-request-id only an API answer's or a page's reader quotes: ~1 KiB of headers less on each of the ~45 files a
 * first visit loads (issue 17's bytes before the map). Workers (the service worker sw.js, and scripts whose names
 * say 'worker') keep their CSP, because a worker runs under the policy its own script arrives with; SVG and HTML
 * files can be documents and keep every header.
 */
const PLAIN_ASSET = /^\/(?:assets\/)?(?!sw\.js)(?![^/?]*worker)[^/?]+\.(?:m?js|css)(?:\?|$)/i;

/** Whether `url` (a request's, query included) names a plain asset: a script or stylesheet of the build that is not a worker. */
export const isPlainAsset = (url: string): boolean => PLAIN_ASSET.test(url);
