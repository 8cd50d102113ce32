import { createElement, type FormHTMLAttributes, type HTMLAttributes, type Ref } from 'react';
import { classNames } from './class-names';
import './card.css';

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement>, Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> {
  /** The element: a `div` by default, `li` in a list, `article` or `section` for a titled card, `form`. */
  as?: 'div' | 'li' | 'article' | 'section' | 'form';
  ref?: Ref<HTMLElement>;
  /** Space between the children, a step of the spacing scale: 4, 8 (default) or 12 px. */
  gap?: 1 | 2 | 3;
  /** 16 px on every side instead of 12 px above and below: a card of a few large blocks. */
  isRoomy?: boolean;
  /**
   * The card draws the focus ring while it or anything in it has the focus: a card focused as a whole, or one
   * whose link covers it all (give the link the class `lg-card__cover-link`; other controls in the card need
   * `position: relative` to stay above it).
   */
  hasFocusRing?: boolean;
}

/**
 * A white card with rounded corners on the grey page, its children in a column 12 × 16 px from its edges:
 * an order, a request, a settings group, a report row.
 */
export function Card({ as = 'div', gap = 2, isRoomy = false, hasFocusRing = false, className, ...rest }: CardProps) {
  const classes = classNames(
    'lg-card',
    gap !== 2 && `lg-card--gap-${gap}`,
    isRoomy && 'lg-card--roomy',
    hasFocusRing && 'lg-card--focus-ring',
    className,
  );
  // createElement takes the ref as an HTMLElement's whatever the element; JSX would want each one's own type.
  return createElement(as, { ...rest, className: classes });
}
