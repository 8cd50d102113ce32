import { SHANGHAI_ZONE } from '@luggage/domain/dates';

// 'sv-SE' writes 'HH:mm' on a 24-hour clock in every UI language.
const CLOCK = new Intl.DateTimeFormat('sv-SE', { timeZone: SHANGHAI_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant (ISO 8601) as Shanghai wall-clock time 'HH:mm', whatever the device's zone; unreadable text as sent. */
export function shanghaiClock(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : CLOCK.format(time);
}
