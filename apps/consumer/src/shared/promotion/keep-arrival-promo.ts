import { rememberPromo } from './first-touch-promo';

/** The `promo` parameter of a hash route ('#/home?promo=AB12CD'), if any. */
function promoOfHash(hash: string): string | null {
  const query = hash.indexOf('?');
  return query < 0 ? null : new URLSearchParams(hash.slice(query + 1)).get('promo');
}

/**
 * Keeps the promotion code of the link the app was opened with, and of any promotion link followed while it
 * is open (hashchange), first touch (rememberPromo). Call once at start.
 */
export function keepArrivalPromo(page: Window = window): void {
  const keep = () => {
    const code = promoOfHash(page.location.hash);
    if (code !== null) rememberPromo(code, Date.now(), page.localStorage);
  };
  keep();
  page.addEventListener('hashchange', keep);
}
