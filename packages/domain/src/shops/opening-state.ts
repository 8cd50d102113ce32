import { toShanghaiDateTime, type Instant } from '../dates/instant';
import type { OpeningHours } from './opening-hours';

/** Whether a shop is open at a moment, and when that changes. Times are 'HH:mm' in Asia/Shanghai. */
export interface OpeningState {
  isOpen: boolean;
  /** When open: the end of the current open stretch ('24:00' for midnight); null when closed or open round the clock. */
  closesAt: string | null;
  /** When closed: the next opening time within a week; null when open or never open. */
  opensAt: string | null;
  /** Calendar days from today to `opensAt`: 0 today, 1 tomorrow …; null when `opensAt` is null. */
  opensInDays: number | null;
}

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

function toMinutes(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]);
}

function formatMinutes(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Marks every open minute of the week (Monday 00:00 = 0), wrapping Sunday night into Monday. */
function openMinutesOfWeek(hours: readonly OpeningHours[]): Uint8Array {
  const isOpen = new Uint8Array(MINUTES_PER_WEEK);
  for (const { weekdays, open, close } of hours) {
    const start = toMinutes(open);
    const end = toMinutes(close);
    if (start === null || end === null || start === MINUTES_PER_DAY) continue;
    const length = end > start ? end - start : end + MINUTES_PER_DAY - start;
    for (const weekday of weekdays.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)) {
      const first = (weekday - 1) * MINUTES_PER_DAY + start;
      for (let minute = first; minute < first + length; minute += 1) isOpen[minute % MINUTES_PER_WEEK] = 1;
    }
  }
  return isOpen;
}

/**
 * Whether a shop with weekly `hours` is open at `now` (minute precision, Asia/Shanghai whatever the
 * device's zone), when it closes, or when it next opens. Overlapping and back-to-back periods join up,
 * also across midnight and from Sunday into Monday: a shop open 00:00–24:00 every day never closes
 * (closesAt null). A `closesAt` or `opensAt` may fall on a later day; `opensInDays` says which.
 * Periods with a malformed time and weekdays outside 1–7 are ignored; no usable hours means closed for good.
 */
export function openingState(hours: readonly OpeningHours[], now: Instant): OpeningState {
  const isOpen = openMinutesOfWeek(hours);
  const at = toShanghaiDateTime(now);
  const minuteOfDay = at.hour * 60 + at.minute;
  const current = (at.weekday - 1) * MINUTES_PER_DAY + minuteOfDay;
  const openNow = isOpen[current] === 1;
  let ahead = 1;
  while (ahead < MINUTES_PER_WEEK && (isOpen[(current + ahead) % MINUTES_PER_WEEK] === 1) === openNow) ahead += 1;
  const changes = ahead < MINUTES_PER_WEEK;
  const changeMinuteOfDay = (minuteOfDay + ahead) % MINUTES_PER_DAY;
  if (openNow) {
    return {
      isOpen: true,
      closesAt: changes ? formatMinutes(changeMinuteOfDay === 0 ? MINUTES_PER_DAY : changeMinuteOfDay) : null,
      opensAt: null,
      opensInDays: null,
    };
  }
  return {
    isOpen: false,
    closesAt: null,
    opensAt: changes ? formatMinutes(changeMinuteOfDay) : null,
    opensInDays: changes ? Math.floor((minuteOfDay + ahead) / MINUTES_PER_DAY) : null,
  };
}
