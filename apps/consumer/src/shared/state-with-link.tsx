import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './state-with-link.css';

/** Props of {@link StateWithLink}. */
export interface StateWithLinkProps {
  /** The state, e.g. an `ErrorState` or `EmptyState`. */
  children: ReactNode;
  /** Where the pill under it leads (home, the order list…) and what it says. */
  to: string;
  label: string;
  className?: string;
  linkClassName?: string;
}

/** A screen that cannot show its content (an unknown shop or order, no orders yet): why, and the one way on as a pill. */
export function StateWithLink({ children, to, label, className, linkClassName }: StateWithLinkProps) {
  return (
    <div className={className ? `state-with-link ${className}` : 'state-with-link'}>
      {children}
      <Link className={linkClassName ? `lg-pill ${linkClassName}` : 'lg-pill'} to={to}>
        {label}
      </Link>
    </div>
  );
}
