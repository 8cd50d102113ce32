import { Link } from 'react-router';
import './claim-action.css';

/** Props of {@link ClaimNote}. */
export interface ClaimNoteProps {
  /** The sentence: 'claimed: …', or why the caller cannot claim. */
  text: string;
  /** Announced when it appears (a claim that just succeeded). */
  isStatus?: boolean;
  /** Where to go next ('see my coupons'). */
  link?: { to: string; label: string } | null;
}

/** A claim page's note: a sentence in a panel, with the way on when there is one. */
export function ClaimNote({ text, isStatus = false, link = null }: ClaimNoteProps) {
  return (
    <div className="claim-note" role={isStatus ? 'status' : undefined}>
      <p>{text}</p>
      {link && (
        <Link className="lg-pill" to={link.to}>
          {link.label}
        </Link>
      )}
    </div>
  );
}
