import { PROMOTION_CODE_PATTERN } from '@luggage/api/contract';
import { ATTRIBUTION_DAYS } from '@luggage/domain/rewards';

const STORAGE_KEY = 'luggage.promo';

/** Days the device keeps the first promotion code it arrived through: as long as an attribution lasts. */
export const PROMO_KEEP_DAYS = ATTRIBUTION_DAYS;

const KEEP_MS = PROMO_KEEP_DAYS * 86_400_000;

/** The promotion code kept and when (ms) it was first seen. */
interface KeptPromo {
  code: string;
  seenAt: number;
}

function readKept(storage: Storage): KeptPromo | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { code, seenAt } = value as Record<string, unknown>;
    return typeof code === 'string' && PROMOTION_CODE_PATTERN.test(code) && typeof seenAt === 'number' ? { code, seenAt } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The promotion code this device arrived through (`#/home?promo=`) within the last PROMO_KEEP_DAYS days at
 * `now` (ms), which login sends as `promo`; undefined when none, when it is older, or when storage is
 * unreadable or malformed.
 */
export function readPromo(now: number, storage?: Storage): string | undefined {
  const kept = readKept(storage ?? window.localStorage);
  return kept && now - kept.seenAt < KEEP_MS && kept.seenAt <= now ? kept.code : undefined;
}

/**
 * Keeps `code`, seen at `now` (ms), in localStorage, first touch: a code kept within the last
 * PROMO_KEEP_DAYS days stays and a later one is ignored; a malformed code is ignored. Storage that is
 * blocked keeps nothing.
 */
export function rememberPromo(code: string, now: number, storage?: Storage): void {
  if (!PROMOTION_CODE_PATTERN.test(code)) return;
  const local = storage ?? window.localStorage;
  if (readPromo(now, local) !== undefined) return;
  try {
    local.setItem(STORAGE_KEY, JSON.stringify({ code, seenAt: now } satisfies KeptPromo));
  } catch {
    // Storage blocked: the traveller is simply not attributed.
  }
}
