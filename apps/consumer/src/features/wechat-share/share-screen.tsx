import { loginPathFor } from '@luggage/api/session';
import { Stack } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyShare } from './my-share';
import { ProductShareCard } from './product-share-card';
import { ShareInvite, type ShareInviteProps } from './share-invite';
import './wechat-share.css';

/** Props of {@link ShareScreen}. */
export interface ShareScreenProps extends Omit<ShareInviteProps, 'from'> {
  /** The share code of a friend's link (`from=`); null on the plain #/share. */
  from: string | null;
}

/**
 * #/share (spec §2): with a friend's link, their invitation (ShareInvite); for a logged-in traveller, their
 * share activity (MyShare); for a guest, the product to pass on and the way to a share link of their own
 * (logging in comes back here); and the way home.
 */
export function ShareScreen({ from, isGuest, claimOnArrival, onArrivalHandled }: ShareScreenProps) {
  const { t } = useTranslation('wechatShare');
  const hintId = useId();
  if (from !== null) return <ShareInvite from={from} isGuest={isGuest} claimOnArrival={claimOnArrival} onArrivalHandled={onArrivalHandled} />;
  return (
    <Stack isPage className="share-screen">
      {isGuest ? (
        <ProductShareCard>
          <Link className="lg-button lg-button--secondary share-screen__share" to={loginPathFor('/share', 'user')} aria-describedby={hintId}>
            {t('logInToShare')}
          </Link>
          <p className="share-screen__text" id={hintId}>
            {t('logInToShareHint')}
          </p>
        </ProductShareCard>
      ) : (
        <MyShare />
      )}
      <Link className="lg-pill share-screen__home" to="/">
        {t('backHome')}
      </Link>
    </Stack>
  );
}
