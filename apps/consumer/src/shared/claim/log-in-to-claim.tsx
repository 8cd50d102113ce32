import { loginPathFor } from '@luggage/api/session';
import { useId } from 'react';
import { Link } from 'react-router';
import './claim-action.css';

/** Props of {@link LogInToClaim}. */
export interface LogInToClaimProps {
  /** The claim page with its query ('/coupon?id=2'): the login comes back there with `claim=1` added. */
  page: string;
  /** The link's label ('log in and claim'). */
  label: string;
  /** What logging in means, read with the link ('you log in with your phone and come back here'). */
  hint: string;
}

/** A guest's way to claim: the login, which comes back to the page to claim once (`claim=1`). */
export function LogInToClaim({ page, label, hint }: LogInToClaimProps) {
  const hintId = useId();
  return (
    <>
      <Link className="lg-button lg-button--primary" to={loginPathFor(`${page}&claim=1`, 'user')} aria-describedby={hintId}>
        {label}
      </Link>
      <p className="claim-action__hint" id={hintId}>
        {hint}
      </p>
    </>
  );
}
