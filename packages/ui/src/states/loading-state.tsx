import { useTranslation } from 'react-i18next';
import './states.css';

/** Props of {@link LoadingState}. */
export interface LoadingStateProps {
  /** Text under the spinner; defaults to 'loading…' (加载中…). */
  text?: string;
}

/** A spinner with text for content that is loading; a busy status region. */
export function LoadingState({ text }: LoadingStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="lg-state" role="status" aria-busy="true">
      <span className="lg-spinner" aria-hidden="true" />
      <p className="lg-state__text">{text ?? t('states.loading')}</p>
    </div>
  );
}
