import { DateTime, FixedOffsetZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SHANGHAI_ZONE, SHANGHAI_ZONE_NAME } from './shanghai-zone';

/** Every 1 March and 1 September (around each summer) from 1992, Shanghai's first whole year without one, to 2100. */
const instantsSince1992 = Array.from({ length: 2100 - 1992 + 1 }, (_, index) => 1992 + index).flatMap((year) => [Date.UTC(year, 2, 1, 3, 7), Date.UTC(year, 8, 1, 20, 45)]);

describe('SHANGHAI_ZONE', () => {
  it('is a fixed offset of +08:00, which luxon needs no Intl lookup for', () => {
    expect(SHANGHAI_ZONE).toBeInstanceOf(FixedOffsetZone);
    expect(SHANGHAI_ZONE.isUniversal).toBe(true);
    expect(SHANGHAI_ZONE.offset(Date.UTC(2026, 10, 27))).toBe(480);
  });

  it('gives every instant since 1992 the wall time and offset Asia/Shanghai gives it', () => {
    for (const millis of instantsSince1992) {
      const fixed = DateTime.fromMillis(millis, { zone: SHANGHAI_ZONE });
      const iana = DateTime.fromMillis(millis, { zone: SHANGHAI_ZONE_NAME });
      expect(fixed.toISO()).toBe(iana.toISO());
    }
  });

  it('reads Shanghai wall times as Asia/Shanghai reads them', () => {
    for (const wallTime of ['1992-01-01T00:00', '2026-11-27T23:59', '2040-06-15T12:30']) {
      expect(DateTime.fromISO(wallTime, { zone: SHANGHAI_ZONE }).toMillis()).toBe(DateTime.fromISO(wallTime, { zone: SHANGHAI_ZONE_NAME }).toMillis());
    }
  });
});
