import type { HTMLAttributes, Ref } from 'react';
import { classNames } from './class-names';
import './section.css';

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading's level in the screen's outline: 2 under the screen's title, 3 under a card's or an order's. */
  level: 2 | 3;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section's or a card's title: 16 px, 8 px above what it titles. */
export function SectionHeading({ level, className, ...rest }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={classNames('lg-section__heading', className)} {...rest} />;
}
