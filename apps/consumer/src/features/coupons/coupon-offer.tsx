import { useRejectionToast } from '@luggage/api/store';
import type { CouponInfoResponse } from '@luggage/api/contract';
import { useClaimCouponMutation, useCouponInfoQuery } from '@luggage/api/coupon-api';
import { isApiErrorOf } from '@luggage/api/errors';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDate, formatDateTime, shanghaiToday } from '@luggage/domain/dates';
import { Button } from '@luggage/ui/button';
import { Card, FactList, Stack } from '@luggage/ui/layout';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimNote } from '../../shared/claim/claim-note';
import { LogInToClaim } from '../../shared/claim/log-in-to-claim';
import { StateWithLink } from '../../shared/state-with-link';
import { CouponStub } from '../../shared/coupons/coupon-stub';
import { couponName, scopeText } from '../../shared/coupons/coupon-texts';
import './coupons.css';

/** Props of {@link CouponOffer}. */
export interface CouponOfferProps {
  /** The activity's coupon (coupon_info `id`); null when the link names none, or no valid id. */
  id: number | null;
  /** No traveller is logged in: claiming logs in first and comes back here. */
  isGuest: boolean;
  /** The traveller came back from the login to claim (the page's `claim=1`): claim once the coupon has loaded. */
  claimOnArrival?: boolean;
  /** Called once the claim on arrival was made or turned out impossible (the page then drops `claim=1`). */
  onArrivalHandled?: () => void;
}

/** Why the caller cannot claim, in the words the server uses for the same refusal (the 'api' catalogue). */
function refusalText(offer: CouponInfoResponse, t: TFunction, language: string): string | null {
  switch (offer.claimRefusal) {
    case null:
      return null;
    case 'claimNotStarted':
      return t('api:couponClaimNotStarted', { time: offer.claimStartTime ? formatDateTime(offer.claimStartTime, language) : '' });
    case 'claimEnded':
      return t('api:couponClaimEnded');
    case 'limitReached':
      return t('api:couponLimitReached', { limit: offer.perPersonLimit });
    case 'outOfStock':
      return t('api:couponOutOfStock');
  }
}

/** How long a claimed copy is valid: 'valid 14 days from claiming', or the window. */
function offerValidityText(offer: CouponInfoResponse, t: TFunction, language: string): string {
  const { validity } = offer;
  if (validity.kind === 'days') return t('validDays', { count: validity.days });
  return t('couponTerms:validFromTo', { start: formatDate(shanghaiToday(validity.startTime), language), end: formatDate(validity.lastDay, language) });
}

/** When claims are open: 'from … to …', 'until …', 'from …', or 'open now'. */
function claimWindowText(offer: CouponInfoResponse, t: TFunction, language: string): string {
  const start = offer.claimStartTime === null ? null : formatDateTime(offer.claimStartTime, language);
  const end = offer.claimEndTime === null ? null : formatDateTime(offer.claimEndTime, language);
  if (start && end) return t('claimFromTo', { start, end });
  if (end) return t('claimUntil', { end });
  if (start) return t('claimFrom', { start });
  return t('claimAnyTime');
}

/** The activity's coupon as a ticket with its terms and validity, then its facts: claiming window, stock, per-person limit. */
function OfferDetails({ offer, isGuest }: { offer: CouponInfoResponse; isGuest: boolean }) {
  const { t, i18n } = useTranslation('coupons');
  const language = i18n.language;
  const titleId = useId();
  const factsId = useId();
  const name = couponName(offer, language);
  return (
    <>
      <Card as="section" aria-labelledby={titleId} className="coupon-card coupon-card--unused">
        <CouponStub terms={offer} />
        <div className="coupon-card__body">
          <h2 className="coupon-card__name" id={titleId}>
            {name}
          </h2>
          <p className="coupon-card__line">{scopeText(offer.scope, t, language)}</p>
          <p className="coupon-card__line">{offerValidityText(offer, t, language)}</p>
        </div>
      </Card>
      <section className="coupon-offer__facts" aria-labelledby={factsId}>
        <h2 id={factsId} className="lg-visually-hidden">
          {t('facts')}
        </h2>
        <FactList>
          <dt>{t('claimWindowLabel')}</dt>
          <dd>{claimWindowText(offer, t, language)}</dd>
          <dt>{t('stockLabel')}</dt>
          <dd>{offer.stock === null || offer.remaining === null ? t('stockUnlimited') : t('stockLeft', { remaining: offer.remaining, stock: offer.stock })}</dd>
          <dt>{t('limitLabel')}</dt>
          <dd>
            {t('limit', { count: offer.perPersonLimit })}
            {!isGuest && offer.claimed !== null && offer.claimed > 0 && `${t('factSeparator')}${t('youHave', { count: offer.claimed })}`}
          </dd>
        </FactList>
      </section>
    </>
  );
}

/**
 * The activity page #/coupon?id=…: the coupon anyone may claim, its terms and facts, and 'claim' — or, when
 * the caller cannot claim it, why, in a sentence (not started yet, ended, the per-person limit reached, all
 * claimed). A guest logs in first and comes back to claim; a claim ends in 'claimed' with the way to my coupons.
 */
export function CouponOffer({ id, isGuest, claimOnArrival = false, onArrivalHandled }: CouponOfferProps) {
  const { t, i18n } = useTranslation('coupons');
  const info = useCouponInfoQuery({ id: id ?? 0 }, { skip: id === null });
  const [claimCoupon, claimState] = useClaimCouponMutation();
  const showRefusal = useRejectionToast();
  // Spec §8: a refused claim is a toast; the refreshed offer then says why it cannot be claimed.
  const claim = useCallback((args: { id: number }) => void claimCoupon(args).then((result) => showRefusal(result.error)), [claimCoupon, showRefusal]);
  const hasHandledArrival = useRef(false);
  // currentData: `data` would still be the coupon of the id before, when the link changes to another.
  const offer = info.currentData;

  useEffect(() => {
    if (!claimOnArrival || isGuest || !offer || id === null || hasHandledArrival.current) return;
    hasHandledArrival.current = true;
    if (offer.claimRefusal === null) claim({ id });
    onArrivalHandled?.();
  }, [claimOnArrival, isGuest, offer, id, claim, onArrivalHandled]);

  const notFound = (
    <StateWithLink to="/" label={t('toHome')}>
      <EmptyState text={t('notFound')} />
    </StateWithLink>
  );
  if (id === null) return notFound;
  if (info.isError && !offer) {
    if (isApiErrorOf(info.error, 'couponNotFound')) return notFound;
    return <ErrorState message={apiErrorText(info.error, t)} onRetry={() => void info.refetch()} />;
  }
  if (!offer) return <LoadingState text={t('offerLoading')} />;

  const refusal = refusalText(offer, t, i18n.language);
  return (
    <Stack isPage>
      <OfferDetails offer={offer} isGuest={isGuest} />
      <div className="claim-action">
        {claimState.isSuccess && <ClaimNote isStatus text={t('claimed')} link={{ to: '/coupons', label: t('toMyCoupons') }} />}
        {refusal && !claimState.isSuccess && (
          <ClaimNote text={refusal} link={offer.claimRefusal === 'limitReached' ? { to: '/coupons', label: t('toMyCoupons') } : null} />
        )}
        {/* After a claim, 'claim another' waits for the refreshed answer: the limit may be reached now. */}
        {refusal === null &&
          !(claimState.isSuccess && info.isFetching) &&
          (isGuest ? (
            <LogInToClaim page={`/coupon?id=${id}`} label={t('logInToClaim')} hint={t('logInToClaimHint')} />
          ) : (
            <Button disabled={claimState.isLoading} aria-busy={claimState.isLoading} onClick={() => claim({ id })}>
              {claimState.isLoading ? t('claiming') : claimState.isSuccess ? t('claimAnother') : t('claim')}
            </Button>
          ))}
      </div>
    </Stack>
  );
}
