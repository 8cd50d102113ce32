/** What counts as the person starting to use the page: a touch or click, a key, a scroll wheel. */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Runs `action` once, on the first touch, click, key or wheel anywhere in `target` (capturing, so a screen that
 * stops the event still counts). Used for work a visit may never need: an app's other screens' texts start
 * loading as the person reaches for something, not on every page load (a traveller who only looks at the map
 * moves none of those bytes). Returns a function that cancels it.
 */
export function onFirstInteraction(action: () => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    action();
  }
  for (const type of FIRST_INTERACTION_EVENTS) target.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
