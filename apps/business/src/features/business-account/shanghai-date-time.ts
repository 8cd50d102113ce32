import { SHANGHAI_ZONE } from '@luggage/domain/dates';

// 'sv-SE' writes ISO-like 'yyyy-MM-dd HH:mm' in every UI language.
const DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHANGHAI_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (ISO 8601) as Shanghai wall time 'yyyy-MM-dd HH:mm', whatever the device's zone; unreadable text as sent. */
export function shanghaiDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE_TIME.format(time);
}
