const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** `ms` as RFC 3339 in Beijing time, as WeChat Pay writes times: '2025-03-01T12:05:00+08:00'. */
export function shanghaiIso(ms: number): string {
  return `${new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** `ms` as yyyyMMddHHmmss in Beijing time (inside prepay ids). */
export function shanghaiDigits(ms: number): string {
  return shanghaiIso(ms).slice(0, 19).replace(/\D/g, '');
}
