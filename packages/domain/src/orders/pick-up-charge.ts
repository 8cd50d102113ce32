import { shanghaiToday } from '../dates/shanghai-today';
import { totalDays } from '../dates/total-days';
import type { Instant } from '../dates/instant';

/** A goods line as booked: items per day and the price per item per day actually charged (fen). */
export interface ChargedLine {
  count: number;
  /** The booked price after the shop's discount, fen per item per day. */
  discount: number;
}

/** Days after the booking's last day and their price (fen). */
export interface PickUpCharge {
  extraDays: number;
  extraAmount: number;
}

/**
 * What picking the luggage up at `now` costs on top of the booking: every Asia/Shanghai day after
 * `endIso` ('yyyy-MM-dd') that has started counts as a whole day, charged at the booked prices
 * (an 00:05 pick-up the day after the last day is one extra day). Picking up on or before the last day
 * costs nothing more and refunds nothing.
 */
export function pickUpCharge(endIso: string, lines: readonly ChargedLine[], now: Instant): PickUpCharge {
  const today = shanghaiToday(now);
  const extraDays = today > endIso ? totalDays(endIso, today) - 1 : 0;
  const perDay = lines.reduce((sum, line) => sum + line.count * line.discount, 0);
  return { extraDays, extraAmount: extraDays * perDay };
}
