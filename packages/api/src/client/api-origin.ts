/** Build-time API hosts; both optional. Without them the API is the page's own origin (…/api). */
export interface ApiHosts {
  /** e.g. 'https://api.example.com' */
  production?: string;
  /** used when the page's host starts with 'qa.' (spec §7) */
  staging?: string;
}

/**
 * The origin the /api paths are appended to. The staging host is chosen when the page's host starts
 * with 'qa.'; otherwise the production host, otherwise the page's own origin. Always absolute, so it
 * also works under test runners where a relative URL cannot be parsed.
 */
export function resolveApiOrigin(location: Pick<Location, 'host' | 'origin'>, hosts: ApiHosts = {}): string {
  const configured = location.host.startsWith('qa.') ? hosts.staging : hosts.production;
  return (configured ?? location.origin).replace(/\/+$/, '');
}
