import type { ReactNode } from 'react';
import './states.css';

/** Props of {@link StateLayout}: an icon, or a spinner for a busy status, above the text. */
export type StateLayoutProps = {
  /** Already-translated text under the figure. */
  text: string;
  /** 'alert' announces the text as soon as it is shown (a failure). */
  textRole?: 'alert';
  /** A button under the text, if the state offers one. */
  action?: ReactNode;
} & ({ icon: ReactNode; isBusy?: never } | { isBusy: true; icon?: never });

/**
 * The layout the loading, empty and error states share: a centred column of a decorative figure, a short
 * text and an optional button. A busy state is a status region with a spinner in place of the icon.
 */
export function StateLayout({ text, textRole, action, icon, isBusy }: StateLayoutProps) {
  return (
    <div className="lg-state" role={isBusy ? 'status' : undefined} aria-busy={isBusy}>
      {isBusy ? (
        <span className="lg-spinner" aria-hidden="true" />
      ) : (
        <div className="lg-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="lg-state__text" role={textRole}>
        {text}
      </p>
      {action}
    </div>
  );
}
