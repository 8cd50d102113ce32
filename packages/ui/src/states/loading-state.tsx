import { useTranslation } from 'react-i18next';
import { StateLayout } from './state-layout';

/** Props of {@link LoadingState}. */
export interface LoadingStateProps {
  /** Text under the spinner; defaults to 'loading…' (加载中…). */
  text?: string;
}

/** A spinner with text for content that is loading; a busy status region. */
export function LoadingState({ text }: LoadingStateProps) {
  const { t } = useTranslation('ui');
  return <StateLayout isBusy text={text ?? t('states.loading')} />;
}
