/** The names a browser uses for this machine: a page of another site can never be served under them. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a Host header names this machine (localhost, 127.0.0.1 or [::1], with or without a port). A page
 * on another site that rebinds its own name to 127.0.0.1 (DNS rebinding) still sends that name, so it fails.
 */
export function isLoopbackHostName(host: string | undefined): boolean {
  if (host === undefined) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  return match !== null && LOOPBACK_NAMES.has(match[1] ?? '');
}
