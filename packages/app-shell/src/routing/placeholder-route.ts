import type { RouteObject } from 'react-router';
import type { PlaceholderHandle } from './titled-placeholder';

/**
 * A lazily loaded route showing a titled placeholder, for screens a later release builds.
 * `titleKey` is a full i18n key such as 'consumer:titles.coupons'.
 */
export function placeholderRoute(path: string, titleKey: string): RouteObject {
  const handle: PlaceholderHandle = { titleKey };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('./titled-placeholder')).TitledPlaceholder }),
  };
}
