import type { Combo } from '@luggage/api/contract';
import { GOODS } from '@luggage/domain/shops';
import { FactList } from '@luggage/ui/layout';
import { useTranslation } from 'react-i18next';
import { scopeText } from '../../shared/coupons/coupon-texts';

/** What a combo is: how many days of which goods, how long it is valid after buying, and where. */
export function ComboFacts({ combo }: { combo: Combo }) {
  const { t, i18n } = useTranslation('combo');
  const { goodsId } = combo.coupon.scope;
  const what = t(goodsId === GOODS.bag ? 'bagDay' : goodsId === GOODS.suitcase ? 'suitcaseDay' : 'itemDay');
  return (
    <FactList isValueEnd>
      <dt>{t('contains')}</dt>
      <dd>{t('containsValue', { count: combo.couponCount, what })}</dd>
      <dt>{t('valid')}</dt>
      <dd>{t('validDays', { count: combo.validDays })}</dd>
      <dt>{t('where')}</dt>
      <dd>{scopeText({ ...combo.coupon.scope, goodsId: null }, t, i18n.language)}</dd>
    </FactList>
  );
}
