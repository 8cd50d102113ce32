import { Card, type CardProps } from '@luggage/ui/layout';
import type { ReactNode } from 'react';
import './titled-card.css';

/** Props of {@link TitledCard}. */
export interface TitledCardProps extends Omit<CardProps, 'title' | 'aria-labelledby'> {
  /** The title's id: the title names the card for screen readers. */
  titleId: string;
  title: ReactNode;
}

/** A card of the shop's day or its settings (a `section` unless `as` says otherwise), named by its title. */
export function TitledCard({ as = 'section', titleId, title, children, ...rest }: TitledCardProps) {
  return (
    <Card as={as} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className="titled-card__title">
        {title}
      </h2>
      {children}
    </Card>
  );
}
