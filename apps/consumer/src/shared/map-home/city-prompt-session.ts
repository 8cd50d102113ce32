const STORAGE_KEY = 'luggage.cityPromptShown';

/**
 * Whether the 'choose a city' prompt may open now, and if so remembers that it did: it opens at most once per
 * browser session (sessionStorage), however often locating fails. Unreadable storage lets it open.
 */
export function takeCityPromptTurn(storage?: Storage): boolean {
  try {
    const session = storage ?? window.sessionStorage;
    if (session.getItem(STORAGE_KEY) === '1') return false;
    session.setItem(STORAGE_KEY, '1');
  } catch {
    // Storage blocked: the prompt may open again, which is harmless.
  }
  return true;
}
