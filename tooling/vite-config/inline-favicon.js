import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * A Vite plugin: index.html's icon link carries the app's public/favicon.svg as a data: URL, so a first visit
 * makes one request less (on a phone's HTTP/1.1 an answer of ~350 bytes still costs a round trip and ~1 KiB of
 * a document's security headers). The file stays in public/ for whatever asks for it by address.
 */
export function inlineFavicon() {
  let publicDir = '';
  return {
    name: 'luggage-inline-favicon',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      if (!html.includes(ICON_LINK)) throw new Error(`inline favicon: index.html has no ${ICON_LINK}`);
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
      return html.replace(ICON_LINK, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`);
    },
  };
}
