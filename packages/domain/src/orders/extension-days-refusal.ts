import { addDays } from '../dates/add-days';
import { totalDays } from '../dates/total-days';

/** What is wrong with the new last day of an extension: see {@link extensionDaysRefusal}. */
export type ExtensionDaysRefusal =
  /** The new end is not after the booking's effective end. */
  | { reason: 'notLater' }
  /** More than `maxDays` added days. */
  | { reason: 'tooLong'; maxDays: number };

/**
 * The days an extension adds to a booking whose effective last day is `endTime` when its new last day is
 * `newEnd` (both 'yyyy-MM-dd', Asia/Shanghai), or why it cannot: the new end must come after `endTime`
 * and add at most `maxDays` days. The added days run from the day after `endTime` to `newEnd`, both included.
 * @throws RangeError for a malformed date.
 */
export function extensionDaysRefusal(endTime: string, newEnd: string, maxDays: number): ExtensionDaysRefusal | null {
  if (newEnd <= endTime) return { reason: 'notLater' };
  if (totalDays(addDays(endTime, 1), newEnd) > maxDays) return { reason: 'tooLong', maxDays };
  return null;
}
