import { createElement, type FormHTMLAttributes, type HTMLAttributes, type Ref } from 'react';
import { classNames } from './class-names';
import './stack.css';

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLElement>, Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> {
  /** The element: a `div` by default, `section`, `form`, or `ul` for a list of cards (no bullets). */
  as?: 'div' | 'section' | 'form' | 'ul';
  /** Space between the children, a step of the spacing scale: 8, 12 (default) or 16 px. */
  gap?: 2 | 3 | 4;
  /** The column is a screen's: 12 px above, 16 px at the sides, 24 px below. */
  isPage?: boolean;
  /** At most 720 px wide and centred, so a counter PC's screen keeps a readable column. */
  isCapped?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A column of cards or sections on the grey page: a screen's, or a list's (`as="ul"`). */
export function Stack({ as = 'div', gap = 3, isPage = false, isCapped = false, className, ...rest }: StackProps) {
  const classes = classNames(
    'lg-stack',
    gap !== 3 && `lg-stack--gap-${gap}`,
    isPage && 'lg-stack--page',
    isCapped && 'lg-stack--capped',
    className,
  );
  // createElement takes the ref as an HTMLElement's whatever the element; JSX would want each one's own type.
  return createElement(as, { ...rest, className: classes });
}
