import { toShanghaiDateTime } from './instant';

/**
 * An instant (ISO 8601 with an offset or 'Z') as Shanghai wall-clock time 'HH:mm' (24-hour), the same in
 * every UI language and whatever the device's zone; text that is no instant is returned as sent.
 */
export function shanghaiClock(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : toShanghaiDateTime(time).toFormat('HH:mm');
}
