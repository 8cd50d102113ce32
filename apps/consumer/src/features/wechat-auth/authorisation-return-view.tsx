import { Button } from '@luggage/ui/button';
import { LoadingState } from '@luggage/ui/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/outcome-block.css';
import './wechat-auth.css';

/** Where the return from WeChat's authorisation stands: exchanging the code, or stopped (denied, failed with a message). */
export type AuthorisationReturnPhase = { name: 'exchanging' } | { name: 'denied' } | { name: 'failed'; message: string };

/** Props of {@link AuthorisationReturnView}. */
export interface AuthorisationReturnViewProps {
  phase: AuthorisationReturnPhase;
  /** Goes on to the screen the traveller was going to, without an openid. */
  onGoOn: () => void;
  /** Starts the authorisation again. */
  onTryAgain: () => void;
}

/**
 * #/middle as the traveller sees it: 'connecting to WeChat…' while the code is exchanged; after a denied
 * or failed authorisation why payment inside WeChat is not available, with the ways on.
 */
export function AuthorisationReturnView({ phase, onGoOn, onTryAgain }: AuthorisationReturnViewProps) {
  const { t } = useTranslation('wechatAuth');
  const titleId = useId();
  if (phase.name === 'exchanging') return <LoadingState text={t('exchanging')} />;
  return (
    <section className="outcome-block" aria-labelledby={titleId}>
      <h2 className="wechat-auth-return__title" id={titleId}>
        {t(phase.name === 'denied' ? 'deniedTitle' : 'failedTitle')}
      </h2>
      {phase.name === 'failed' && (
        <p className="wechat-auth-return__message" role="alert">
          {phase.message}
        </p>
      )}
      <p className="wechat-auth-return__note">{t('paymentUnavailable')}</p>
      <div className="wechat-auth-return__actions">
        <Button onClick={onGoOn}>{t('goOn')}</Button>
        <Button variant="secondary" onClick={onTryAgain}>
          {t('tryAgain')}
        </Button>
      </div>
    </section>
  );
}
