import type { ReactNode } from 'react';
import { ScreenContent } from './screen-content';
import { ScreenTopBar } from './screen-top-bar';

/** Props of {@link ScreenFrame}. */
export interface ScreenFrameProps {
  /** The screen's title, already translated: the top bar's heading. */
  title: string;
  /** Whether the top bar has the back control (default true). */
  showBack?: boolean;
  /** Menu mode of the top bar, with a home link to this address. */
  menuHomeHref?: string;
  /** More classes of the screen element. */
  className?: string;
  /** Whether the content goes in <main> (default true). */
  hasMain?: boolean;
  /** Whether the next screen is loading (see ScreenContent). */
  isLeaving?: boolean;
  /** The class of <main>. */
  mainClassName?: string;
  children?: ReactNode;
}

/** A screen: the column filling the page, the router's top bar (spec §2), then the content in <main>. */
export function ScreenFrame({ title, showBack, menuHomeHref, className, hasMain = true, isLeaving = false, mainClassName, children }: ScreenFrameProps) {
  return (
    <div className={className ? `screen ${className}` : 'screen'}>
      <ScreenTopBar title={title} showBack={showBack} menuHomeHref={menuHomeHref} />
      <ScreenContent isLeaving={isLeaving}>{hasMain ? <main className={mainClassName}>{children}</main> : children}</ScreenContent>
    </div>
  );
}
