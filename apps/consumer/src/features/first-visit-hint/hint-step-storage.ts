/** The first-visit hint's steps (spec §4 Map): 1 choose a city, 2 tap the yellow icon, 0 done. */
export type HintStep = 0 | 1 | 2;

const STORAGE_KEY = 'luggage.hintStep';

/** The remembered step; a first visit (or unreadable storage) starts at 1. */
export function loadHintStep(storage?: Storage): HintStep {
  try {
    const stored = (storage ?? window.localStorage).getItem(STORAGE_KEY);
    return stored === '0' || stored === '2' ? (Number(stored) as HintStep) : 1;
  } catch {
    return 1;
  }
}

/** Remembers the step, so the hint runs once per device. */
export function saveHintStep(step: HintStep, storage?: Storage): void {
  try {
    (storage ?? window.localStorage).setItem(STORAGE_KEY, String(step));
  } catch {
    // Storage blocked: the hint may show again next visit, which is harmless.
  }
}

/** The step after `step`: 1 → 2 → 0. */
export function nextHintStep(step: HintStep): HintStep {
  return step === 1 ? 2 : 0;
}
