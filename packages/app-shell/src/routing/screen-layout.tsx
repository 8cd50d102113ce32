import { LoadingState } from '@luggage/ui/states';
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { RequireSession } from './require-session';
import { ScreenFrame } from './screen-frame';
import { useIsLeavingScreen } from './use-is-leaving-screen';
import { useScreenHandle } from './use-screen-handle';
import { useScreenTitle } from './use-screen-title';

/**
 * The layout route of an app's screens: frames the matched screen as its handle declares (ScreenHandle):
 * the title in the top bar, its controls, and for a `session` screen the login gate around the content.
 */
export function ScreenLayout() {
  const handle = useScreenHandle();
  const title = useScreenTitle();
  // Each screen decides afresh whether its visitor arrived as a guest (see RequireSession).
  const screenId = useMatches().at(-1)?.id;
  const isLeaving = useIsLeavingScreen();
  return (
    <ScreenFrame
      title={title}
      showBack={handle?.showBack}
      menuHomeHref={handle?.menuHomeHref}
      className={handle?.className}
      hasMain={handle?.hasMain}
      isLeaving={isLeaving}
    >
      {/* A screen whose texts are still loading (see createI18n's lazy namespaces) waits inside the frame. */}
      <Suspense fallback={<LoadingState />}>
        {handle?.session ? (
          <RequireSession key={screenId} area={handle.session}>
            <Outlet />
          </RequireSession>
        ) : (
          <Outlet />
        )}
      </Suspense>
    </ScreenFrame>
  );
}
