import { EmptyState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { StateWithLink } from '../../shared/state-with-link';
import './coupons.css';

/** No coupon at all: how coupons come (the welcome coupon at the first login, activity links), and the way to the map. */
export function CouponsEmpty() {
  const { t } = useTranslation('coupons');
  return (
    <StateWithLink to="/" label={t('emptyAction')} className="coupons-empty">
      <EmptyState text={t('emptyTitle')} />
      <p className="coupons-empty__how">{t('emptyHow')}</p>
    </StateWithLink>
  );
}
