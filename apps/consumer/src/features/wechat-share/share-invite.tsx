import { useRejectionToast } from '@luggage/api/store';
import { shareCodeSchema, shareRefusalMessage, type ShareClaimRefusalReason } from '@luggage/api/contract';
import { useClaimShareCouponMutation, useShareActivityQuery } from '@luggage/api/coupon-api';
import { isApiErrorOf } from '@luggage/api/errors';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { Button } from '@luggage/ui/button';
import { Stack } from '@luggage/ui/layout';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimNote } from '../../shared/claim/claim-note';
import { LogInToClaim } from '../../shared/claim/log-in-to-claim';
import { StateWithLink } from '../../shared/state-with-link';
import { ShareCouponCard } from './share-coupon-card';
import './wechat-share.css';

/** Props of {@link ShareInvite}. */
export interface ShareInviteProps {
  /** The share code of the link (`from=`). */
  from: string;
  /** No traveller is logged in: claiming logs in first and comes back here. */
  isGuest: boolean;
  /** The traveller came back from the login to claim (`claim=1`): claim once the invitation has loaded. */
  claimOnArrival?: boolean;
  /** Called once the claim on arrival was made or turned out impossible (the page then drops `claim=1`). */
  onArrivalHandled?: () => void;
}

/** Why the caller cannot claim, in the words the server uses for the same refusal (the 'api' catalogue). */
function refusalText(reason: ShareClaimRefusalReason, t: TFunction): string {
  switch (reason) {
    case 'ownLink':
    case 'alreadyClaimed':
    case 'notNewCustomer':
      return t(`api:${shareRefusalMessage(reason)}`);
    // The friend coupon's copy is held: only a share claim issues it.
    case 'limitReached':
      return t(`api:${shareRefusalMessage('alreadyClaimed')}`);
    case 'claimNotStarted':
      return t('notStarted');
    case 'claimEnded':
      return t('api:couponClaimEnded');
    case 'outOfStock':
      return t('api:couponOutOfStock');
  }
}

/** Where a refused friend goes on: their own share for their own link, my coupons for a share claimed before. */
function refusalWayOn(reason: ShareClaimRefusalReason, t: TFunction): { to: string; label: string } | null {
  if (reason === 'ownLink') return { to: '/share', label: t('toMyShare') };
  return reason === 'alreadyClaimed' ? { to: '/coupons', label: t('toMyCoupons') } : null;
}

/**
 * #/share?from=…: a friend's invitation — the coupon the friend gets and 'claim', or why they cannot (their
 * own link, claimed a share before, not a new customer, the coupon ended or all claimed). A guest logs in
 * first and comes back to claim; a claim ends in 'claimed' with the way to my coupons.
 */
export function ShareInvite({ from, isGuest, claimOnArrival = false, onArrivalHandled }: ShareInviteProps) {
  const { t } = useTranslation('wechatShare');
  // A code that is no share code at all is not asked for: it cannot be a valid link.
  const isWellFormed = shareCodeSchema.safeParse(from).success;
  const invitation = useShareActivityQuery({ from }, { skip: !isWellFormed });
  const [claimCoupon, claimState] = useClaimShareCouponMutation();
  const showRefusal = useRejectionToast();
  // Spec §8: a refused claim is a toast; the refreshed invitation then says why it cannot be claimed.
  const claim = useCallback((args: { from: string }) => void claimCoupon(args).then((result) => showRefusal(result.error)), [claimCoupon, showRefusal]);
  const hasHandledArrival = useRef(false);
  const share = invitation.currentData;
  const claimRefusal = share?.invite?.claimRefusal ?? null;

  useEffect(() => {
    if (!claimOnArrival || isGuest || !share || hasHandledArrival.current) return;
    hasHandledArrival.current = true;
    if (claimRefusal === null) claim({ from });
    onArrivalHandled?.();
  }, [claimOnArrival, isGuest, share, claimRefusal, from, claim, onArrivalHandled]);

  const notValid = (text: string) => (
    <StateWithLink to="/" label={t('backHome')}>
      <EmptyState text={text} />
    </StateWithLink>
  );
  if (!isWellFormed) return notValid(t('inviteNotFound'));
  if (invitation.isError && !share) {
    const isUnavailable = isApiErrorOf(invitation.error, 'shareUnavailable');
    if (isUnavailable || isApiErrorOf(invitation.error, 'shareCodeNotFound')) {
      return notValid(isUnavailable ? t('unavailable') : t('inviteNotFound'));
    }
    return <ErrorState message={apiErrorText(invitation.error, t)} onRetry={() => void invitation.refetch()} />;
  }
  if (!share) return <LoadingState text={t('inviteLoading')} />;

  const refusal = claimRefusal === null || claimState.isSuccess ? null : refusalText(claimRefusal, t);
  return (
    <Stack isPage className="share-screen">
      <h2 className="share-screen__title">{t('fromAFriend')}</h2>
      <ShareCouponCard coupon={share.friendCoupon} caption={t('friendGets')} />
      {share.newCustomersOnly && <p className="share-screen__note">{t('newCustomersOnly')}</p>}
      <div className="claim-action">
        {claimState.isSuccess && <ClaimNote isStatus text={t('claimed')} link={{ to: '/coupons', label: t('toMyCoupons') }} />}
        {refusal && <ClaimNote text={refusal} link={claimRefusal === null ? null : refusalWayOn(claimRefusal, t)} />}
        {claimRefusal === null &&
          !claimState.isSuccess &&
          (isGuest ? (
            <LogInToClaim page={`/share?from=${from}`} label={t('logInToClaim')} hint={t('logInToClaimHint')} />
          ) : (
            <Button disabled={claimState.isLoading} aria-busy={claimState.isLoading} onClick={() => claim({ from })}>
              {claimState.isLoading ? t('claiming') : t('claim')}
            </Button>
          ))}
      </div>
    </Stack>
  );
}
