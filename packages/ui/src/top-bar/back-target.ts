/** Where the top bar's back control leads: the home route `/`, or one page back in history. */
export type BackTarget = 'home' | 'back';

/**
 * Decides the back control's target from `window.history.length` (spec §2 Top bar): with a short
 * history (≤ 1 entry, e.g. the page was opened from a link) going back would leave the app, so go home.
 */
export function backTarget(historyLength: number): BackTarget {
  return historyLength <= 1 ? 'home' : 'back';
}
