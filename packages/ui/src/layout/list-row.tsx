import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './list-row.css';

/** Props of {@link ListRow}. */
export interface ListRowProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `div` by default, `li` in a list, `header` for a card's head. */
  as?: 'div' | 'li' | 'header';
  /** Lines the two ends up on their text's baseline (a title and a smaller note) instead of their middles. */
  isBaseline?: boolean;
  /** The end goes under the start when the line is too narrow for both. */
  canWrap?: boolean;
  /** 8 px above and below and a line under it: a row among others in a list. */
  isDivided?: boolean;
}

/**
 * One line with two ends 8 px apart at least: what it is at the start (a name, a date, a title), what
 * belongs to it at the end (a status, an amount, a button). A card's head or foot, a row of a list.
 */
export function ListRow({ as: Element = 'div', isBaseline = false, canWrap = false, isDivided = false, className, ...rest }: ListRowProps) {
  const classes = classNames(
    'lg-row',
    isBaseline && 'lg-row--baseline',
    canWrap && 'lg-row--wrap',
    isDivided && 'lg-row--divided',
    className,
  );
  return <Element className={classes} {...rest} />;
}
