import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { StateLayout } from './state-layout';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Already-translated error text; defaults to a generic 'something went wrong' message. */
  message?: string;
  /** Called by the retry button; omit to hide the button. */
  onRetry?: () => void;
  /** Retry button text; defaults to 'retry' (重试). */
  retryText?: string;
}

/** What a screen shows when loading failed: the message, announced as an alert, and a retry button. */
export function ErrorState({ message, onRetry, retryText }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <StateLayout
      icon={<Icon name="alert" />}
      text={message ?? t('states.error')}
      textRole="alert"
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {retryText ?? t('states.retry')}
          </Button>
        )
      }
    />
  );
}
