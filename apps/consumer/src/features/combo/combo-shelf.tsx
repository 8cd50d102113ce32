import { useComboListQuery } from '@luggage/api/combo-api';
import { formatYuan } from '@luggage/domain/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponName } from '../../shared/coupons/coupon-texts';
import '../../shared/link-rows.css';
import './combo.css';

/**
 * The combo packages on sale, each a link to its page (#/combo/{id}) with its price and days, and the way to
 * my combo packages unless they are the page it is on (`isOnMyCombos`): where travellers find combos (my
 * coupons, my combo packages). Nothing while loading or when none is on sale.
 */
export function ComboShelf({ isOnMyCombos = false }: { isOnMyCombos?: boolean }) {
  const { t, i18n } = useTranslation('combo');
  const headingId = useId();
  const { data } = useComboListQuery({});
  return (
    <section className="combo-shelf" aria-labelledby={headingId}>
      <h2 id={headingId} className="combo-shelf__heading">
        {t('onSale')}
      </h2>
      <p className="combo-shelf__hint">{t('onSaleHint')}</p>
      {data && data.combos.length > 0 && (
        <ul className="combo-shelf__list">
          {data.combos.map((combo) => (
            <li key={combo.id} className="link-rows__row">
              <Link className="link-rows__link" to={`/combo/${combo.id}`}>
                <span className="combo-shelf__name">{couponName(combo, i18n.language)}</span>
                <span className="combo-shelf__price">{t('offerPrice', { amount: formatYuan(combo.price), count: combo.couponCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!isOnMyCombos && (
        <Link className="lg-pill" to="/combo/orders">
          {t('myComboOrders')}
        </Link>
      )}
    </section>
  );
}
