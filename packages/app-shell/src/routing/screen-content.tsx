import type { ReactNode } from 'react';

/**
 * A screen's content under its top bar. While the next screen loads (`isLeaving`, see useIsLeavingScreen)
 * it turns inert and busy under a thin progress bar that shows only once the wait is long enough to notice;
 * the top bar, with back, stays usable.
 */
export function ScreenContent({ isLeaving, children }: { isLeaving: boolean; children: ReactNode }) {
  return (
    <>
      {isLeaving && <div className="screen__leaving" aria-hidden="true" />}
      <div className="screen__content" inert={isLeaving} aria-busy={isLeaving || undefined}>
        {children}
      </div>
    </>
  );
}
