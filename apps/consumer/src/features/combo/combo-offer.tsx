import { useComboBuyMutation, useComboInfoQuery } from '@luggage/api/combo-api';
import { isApiError } from '@luggage/api/errors';
import { loginPathFor } from '@luggage/api/session';
import { useRejectionToast } from '@luggage/api/store';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { Section } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { couponName } from '../../shared/coupons/coupon-texts';
import { PAY_NOW } from '../../shared/orders/pay-now';
import { StateWithLink } from '../../shared/state-with-link';
import { ComboFacts } from './combo-facts';
import './combo.css';

/** Props of {@link ComboOffer}. */
export interface ComboOfferProps {
  /** The `{id}` of the URL as typed. */
  comboId: string | undefined;
  isGuest: boolean;
}

/**
 * A combo package on sale (#/combo/{id}): its name, price, what it contains, how long it is valid and where,
 * how its days are used; 'buy' makes the combo order and opens its payment at once (PAY_NOW) on its own
 * page; a guest logs in first and comes back here. Unknown or off sale: why, and the way to my coupons.
 */
export function ComboOffer({ comboId, isGuest }: ComboOfferProps) {
  const { t, i18n } = useTranslation('combo');
  const navigate = useNavigate();
  const headingId = useId();
  const id = Number(comboId);
  const isId = Number.isInteger(id) && id > 0;
  const combo = useComboInfoQuery(isId ? { id } : skipToken);
  const [buy, buying] = useComboBuyMutation();
  const showRefusal = useRejectionToast();

  if (!isId || (isApiError(combo.error) && combo.error.code === 'statusFalsy')) {
    return (
      <StateWithLink to="/coupons" label={t('backToCoupons')}>
        <ErrorState message={isId ? apiErrorText(combo.error, t) : t('notFound')} />
      </StateWithLink>
    );
  }
  if (combo.isError && !combo.data) return <ErrorState message={apiErrorText(combo.error, t)} onRetry={() => void combo.refetch()} />;
  if (!combo.data) return <LoadingState text={t('loading')} />;

  const offer = combo.data;
  const price = formatYuan(offer.price);
  const onBuy = async () => {
    const order = await buy({ comboId: offer.id });
    if (order.data) void navigate(`/combo/order/${order.data.id}`, { state: PAY_NOW });
    else showRefusal(order.error);
  };
  return (
    <div className="combo-screen">
      <Section className="combo-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="combo-card__name">
          {couponName(offer, i18n.language)}
        </h2>
        <p className="combo-card__price">{t('yuan', { amount: price })}</p>
        <ComboFacts combo={offer} />
        <p className="combo-card__note">{t('howItWorks')}</p>
      </Section>
      <div className="combo-screen__actions">
        {isGuest ? (
          <Link className="lg-button lg-button--primary" to={loginPathFor(`/combo/${offer.id}`, 'user')}>
            {t('logInToBuy')}
          </Link>
        ) : (
          <Button onClick={() => void onBuy()} disabled={buying.isLoading} aria-busy={buying.isLoading}>
            {buying.isLoading ? t('buying') : t('buy', { amount: price })}
          </Button>
        )}
      </div>
    </div>
  );
}
