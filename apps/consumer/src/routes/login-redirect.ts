import { isInAppPath } from '@luggage/api/session';

/** Where a login sends the user when no page asked for it. */
export const DEFAULT_AFTER_LOGIN = '/center';

/** The page a login returns to: the `redirect` query parameter when it is an in-app path, else the user centre. */
export function afterLoginPath(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return isInAppPath(redirect) ? redirect : DEFAULT_AFTER_LOGIN;
}
