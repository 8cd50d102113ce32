import type { Shop } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';
import './shop-facts.css';

/** Props of {@link ShopBadges}. */
export type ShopBadgesProps = Pick<Shop, 'certified' | 'discount'>;

/** The certified-merchant badge and the discount badge ('20% off', '8折') of a shop, each only when it applies. */
export function ShopBadges({ certified, discount }: ShopBadgesProps) {
  const { t } = useTranslation('shopFacts');
  const hasDiscount = discount < 100;
  if (!certified && !hasDiscount) return null;
  return (
    <ul className="shop-badges">
      {certified && <li className="shop-badges__badge shop-badges__badge--certified">{t('certified')}</li>}
      {hasDiscount && (
        <li className="shop-badges__badge shop-badges__badge--discount">
          {t('discount', { percentOff: 100 - discount, tenths: discount / 10 })}
        </li>
      )}
    </ul>
  );
}
