import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './scroll-region.css';

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** What the region holds, for screen readers ('daily figures, scrolls sideways'). */
  label: string;
}

/**
 * Content wider than a phone (a table of figures): it scrolls sideways inside a focusable region, so a
 * keyboard can scroll it too, and a shadow at an edge shows there is more that way.
 */
export function ScrollRegion({ label, className, ...rest }: ScrollRegionProps) {
  return <div role="region" aria-label={label} tabIndex={0} className={classNames('lg-scroll-region', className)} {...rest} />;
}
