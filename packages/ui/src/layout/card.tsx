import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './card.css';

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `div` by default, `li` in a list, `article` or `section` for a titled card. */
  as?: 'div' | 'li' | 'article' | 'section';
  /** Space between the children, a step of the spacing scale: 4, 8 (default) or 12 px. */
  gap?: 1 | 2 | 3;
  /** 16 px on every side instead of 12 px above and below: a card of a few large blocks. */
  isRoomy?: boolean;
  /**
   * The card holds one link whose hit area covers it all (give the link the class `lg-card__cover-link`);
   * the card shows the link's focus. Other controls in the card need `position: relative` to stay above it.
   */
  isLinked?: boolean;
}

/**
 * A white card with rounded corners on the grey page, its children in a column 12 × 16 px from its edges:
 * an order, a request, a settings group, a report row.
 */
export function Card({ as: Element = 'div', gap = 2, isRoomy = false, isLinked = false, className, ...rest }: CardProps) {
  const classes = classNames(
    'lg-card',
    gap !== 2 && `lg-card--gap-${gap}`,
    isRoomy && 'lg-card--roomy',
    isLinked && 'lg-card--linked',
    className,
  );
  return <Element className={classes} {...rest} />;
}
