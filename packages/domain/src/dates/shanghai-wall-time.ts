import { toShanghaiDateTime } from './instant';

function formatIn(iso: string, format: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : toShanghaiDateTime(time).toFormat(format);
}

/**
 * An instant (ISO 8601 with an offset or 'Z') as Shanghai wall time 'yyyy-MM-dd HH:mm', the same in every
 * UI language and whatever the device's zone; text that is no instant is returned as sent.
 */
export function shanghaiDateTime(iso: string): string {
  return formatIn(iso, 'yyyy-MM-dd HH:mm');
}

/** The same instant as Shanghai wall-clock time 'HH:mm' (24-hour). */
export function shanghaiClock(iso: string): string {
  return formatIn(iso, 'HH:mm');
}
