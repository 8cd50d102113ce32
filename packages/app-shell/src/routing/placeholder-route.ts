import type { RouteObject } from 'react-router';
import type { ScreenHandle } from './screen-handle';

/**
 * A lazily loaded route showing a titled placeholder (top bar included: not for ScreenLayout), for
 * screens a later release builds. `titleKey` is a full i18n key such as 'consumer:titles.coupons'.
 */
export function placeholderRoute(path: string, titleKey: string): RouteObject {
  const handle: ScreenHandle = { titleKey };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('./titled-placeholder')).TitledPlaceholder }),
  };
}
