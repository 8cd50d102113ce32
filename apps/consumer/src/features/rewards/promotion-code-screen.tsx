import { isApiErrorOf } from '@luggage/api/errors';
import { useWechatQrcodeQuery } from '@luggage/api/wechat-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { Button } from '@luggage/ui/button';
import { Section } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProgrammeRules } from './programme-rules';
import './rewards.css';

/** Props of {@link PromotionCodeScreen}. */
export interface PromotionCodeScreenProps {
  /** Inside WeChat the QR is the official account's (isWx=1), elsewhere the app link's. */
  isInWeChat: boolean;
}

/** 'copy link': copied, or the browser refused (the link is there to select by hand). */
type CopyOutcome = 'copied' | 'byHand' | null;

/**
 * My promotion code (#/qrcode): the QR friends scan, the code, the link to copy and the programme's rules.
 * A traveller whose real name is not verified has no code: the server says so and the app shows #/nocode
 * in this screen's place.
 */
export function PromotionCodeScreen({ isInWeChat }: PromotionCodeScreenProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  const navigate = useNavigate();
  const qr = useWechatQrcodeQuery({ isWx: isInWeChat ? '1' : '0' });
  const [copy, setCopy] = useState<CopyOutcome>(null);
  const needsVerification = isApiErrorOf(qr.error, 'promotionNeedsVerification');
  useEffect(() => {
    if (needsVerification) void navigate('/nocode', { replace: true });
  }, [needsVerification, navigate]);

  if (needsVerification) return <LoadingState text={t('qrLoading')} />;
  if (qr.isError && !qr.currentData) return <ErrorState message={apiErrorText(qr.error, t)} onRetry={() => void qr.refetch()} />;
  if (!qr.currentData) return <LoadingState text={t('qrLoading')} />;
  const { qrcode, content, code } = qr.currentData;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(content);
      setCopy('copied');
    } catch {
      // No clipboard here, or writing was refused: the link stays on screen to copy by hand.
      setCopy('byHand');
    }
  };

  return (
    <div className="rewards">
      <Section className="promotion-code">
        <img className="promotion-code__qr" src={qrcode} alt={t('qrImage', { code })} />
        <p className="promotion-code__code">
          <span className="rewards__note">{t('codeLabel')}</span> <strong>{code}</strong>
        </p>
        <p className="rewards__note">{t(isInWeChat ? 'scanInWeChat' : 'scanElsewhere')}</p>
        <label className="promotion-code__link-label" htmlFor={`${id}-link`}>
          {t('linkLabel')}
        </label>
        <input id={`${id}-link`} className="promotion-code__link" readOnly value={content} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copyLink()}>
          {t('copyLink')}
        </Button>
        <p role="status" className="rewards__note">
          {copy && t(copy === 'copied' ? 'linkCopied' : 'copyByHand')}
        </p>
      </Section>
      <Section>
        <ProgrammeRules />
        <Link to="/cash">{t('toRewards')}</Link>
      </Section>
    </div>
  );
}
