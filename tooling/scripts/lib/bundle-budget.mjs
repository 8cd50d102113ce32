// The JavaScript budget of each app's first screen: what runs before the traveller sees the shop list (the
// consumer's entry and home route) or the staff see the login (the business app's), gzip-compressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The first screens and their budgets, KiB of gzip JS, and those of the screens travellers often open from a
 * link (a shop page shared with them, the voucher at the counter), their first screen then. The goal is
 * 100 KiB each (issue 17); until the lean first screen lands, each budget is what the screen weighs today with a little room, so that nothing adds
 * to it unnoticed. Lower a budget whenever the screen gets lighter; never raise one without saying why.
 */
export const FIRST_SCREEN_BUDGETS = [
  { app: 'consumer', screen: 'home (before the shop list)', route: 'src/routes/home-route.tsx', budgetKiB: 219 },
  { app: 'consumer', screen: 'shop page', route: 'src/routes/shop-route.tsx', budgetKiB: 208 },
  { app: 'consumer', screen: 'voucher', route: 'src/routes/credence-route.tsx', budgetKiB: 218 },
  { app: 'business', screen: 'login', route: 'src/routes/business-login-route.tsx', budgetKiB: 175 },
];

/**
 * The JS files a page loads before `route` shows, from a Vite manifest (dist/.vite/manifest.json): the
 * entry (index.html) and the route's chunk, with every chunk they import statically; dynamic imports
 * (the map, other routes) are left out. Throws when the manifest does not know the route.
 */
export function firstScreenFiles(manifest, route) {
  if (!manifest[route]) throw new Error(`the build's manifest has no chunk for ${route}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(route);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')).sort();
}

/** KiB of `files` (under `distDir`) once gzip-compressed, as a browser downloads them. */
export function gzipKiB(distDir, files) {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

/** One line per measure ('consumer home …: 265.3 KiB of 272 KiB'), and the measures over their budget. */
export function budgetReport(measures) {
  const lines = measures.map((measure) => `${measure.app} ${measure.screen}: ${measure.kiB.toFixed(1)} KiB of ${measure.budgetKiB} KiB${measure.kiB > measure.budgetKiB ? '  OVER BUDGET' : ''}`);
  return { lines, over: measures.filter((measure) => measure.kiB > measure.budgetKiB) };
}
