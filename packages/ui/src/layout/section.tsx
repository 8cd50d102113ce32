import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './section.css';

/** Props of {@link Section}. */
export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element: a `section` by default; `div`, `header`, `p` or `h2` for a band of one block, `fieldset` for
   * a group of form fields (its legend sits inside the band like a heading).
   */
  as?: 'section' | 'div' | 'header' | 'p' | 'h2' | 'fieldset';
  /** Stacks the children in a column this far apart (4 or 8 px); without it they flow as blocks. */
  gap?: 1 | 2;
}

/**
 * A white band across the screen, 12 × 16 px inside: the parts of an order, a booking or a shop page,
 * stacked on the grey page. {@link SectionHeading} titles it.
 */
export function Section({ as: Element = 'section', gap, className, ...rest }: SectionProps) {
  return <Element className={classNames('lg-section', gap && `lg-section--gap-${gap}`, className)} {...rest} />;
}
