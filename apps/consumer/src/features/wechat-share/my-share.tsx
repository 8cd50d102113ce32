import { useShareActivityQuery } from '@luggage/api/coupon-api';
import { isApiErrorOf } from '@luggage/api/errors';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { Card } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLink } from '../../shared/app-link';
import { discountTexts } from '../../shared/coupons/coupon-texts';
import { QrCode } from '../../shared/qr-code';
import { absoluteUrl } from './absolute-url';
import { ProductShareCard } from './product-share-card';
import { PRODUCT_IMAGE_PATH } from './product-image';
import { ShareButton } from './share-button';
import type { ShareContent } from './share-content';
import { ShareCouponCard } from './share-coupon-card';
import './wechat-share.css';

/**
 * #/share for a logged-in traveller (inside the screen's page stack): their share activity — what a friend gets and what they get once that
 * friend's first booking is paid, their link as a QR code and text, the share button (WeChat's card, the
 * system share sheet or the link copied), and how many friends claimed and rewards came of it. Without a
 * share activity, the product card alone.
 */
export function MyShare() {
  const { t } = useTranslation('wechatShare');
  const activity = useShareActivityQuery({});
  const linkId = useId();
  const progressId = useId();
  const share = activity.currentData;
  if (activity.isError && !share) {
    if (isApiErrorOf(activity.error, 'shareUnavailable')) {
      return (
        <>
          <p className="share-screen__note">{t('unavailable')}</p>
          <ProductShareCard />
        </>
      );
    }
    return <ErrorState message={apiErrorText(activity.error, t)} onRetry={() => void activity.refetch()} />;
  }
  if (!share?.mine) return <LoadingState text={t('activityLoading')} />;

  const { mine, friendCoupon } = share;
  const link = appLink(`/share?from=${mine.shareCode}`);
  const content: ShareContent = {
    title: t('inviteTitle', { amount: discountTexts(friendCoupon.discount, t).spoken }),
    description: t('inviteDescription'),
    link,
    imageUrl: absoluteUrl(PRODUCT_IMAGE_PATH),
  };
  return (
    <>
      <h2 className="share-screen__title">{t('activityTitle')}</h2>
      <ShareCouponCard coupon={friendCoupon} caption={t('friendGets')} />
      {share.newCustomersOnly && <p className="share-screen__note">{t('newCustomersOnly')}</p>}
      <ShareCouponCard coupon={share.rewardCoupon} caption={t('youGet')} />
      <Card as="section" isRoomy gap={3} className="share-screen__card" aria-labelledby={linkId}>
        <h2 className="share-screen__subtitle" id={linkId}>
          {t('yourLink')}
        </h2>
        <QrCode className="share-screen__qr" value={link} label={t('qrLabel')} />
        <p className="share-screen__text">{t('qrHint')}</p>
        {/* A field, not text: the whole link is selected at a tap, to copy by hand. */}
        <input className="share-sheet__link" readOnly value={link} aria-label={t('yourLink')} onFocus={(event) => event.currentTarget.select()} />
        <ShareButton content={content} variant="primary" className="share-screen__share">
          {t('shareWithFriends')}
        </ShareButton>
      </Card>
      <section className="share-screen__progress" aria-labelledby={progressId}>
        <h2 className="lg-visually-hidden" id={progressId}>
          {t('shareProgress')}
        </h2>
        <p>{t('friendsClaimed', { count: mine.friendsClaimed })}</p>
        <p>{t('rewardsEarned', { count: mine.rewardsEarned })}</p>
      </section>
    </>
  );
}
