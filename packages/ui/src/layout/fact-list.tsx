import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './fact-list.css';

/** Props of {@link FactList}. */
export interface FactListProps extends HTMLAttributes<HTMLDListElement> {
  /** 4 px between the pairs instead of 8 px: a card's facts. */
  isCompact?: boolean;
  /** The values against the right edge: a summary read down its right column (amounts, dates). */
  isValueEnd?: boolean;
  /** The labels in the secondary grey (default), the values in the text colour. */
  hasMutedLabels?: boolean;
}

/**
 * Label / value pairs in two columns, the label as wide as it needs, the value taking the rest (a long
 * value breaks anywhere): an order's facts, a request's, a booking's summary. Children are `<dt>` / `<dd>`
 * pairs, so a pair can be conditional or come from a component.
 */
export function FactList({ isCompact = false, isValueEnd = false, hasMutedLabels = true, className, ...rest }: FactListProps) {
  const classes = classNames(
    'lg-fact-list',
    isCompact && 'lg-fact-list--compact',
    isValueEnd && 'lg-fact-list--end',
    hasMutedLabels && 'lg-fact-list--muted',
    className,
  );
  return <dl className={classes} {...rest} />;
}
