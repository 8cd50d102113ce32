import type { BusinessShop } from '@luggage/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopDisplayName } from '@luggage/domain/shops';

/** Props of {@link ShopSwitcher}. */
export interface ShopSwitcherProps {
  shops: BusinessShop[];
  current: BusinessShop;
  onChange: (storeId: number) => void;
}

/** The current shop's name in the UI language; a labelled select when the account works at several shops. */
export function ShopSwitcher({ shops, current, onChange }: ShopSwitcherProps) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  if (shops.length < 2) return <p className="business-frame__shop">{shopDisplayName(current, i18n.language)}</p>;
  return (
    <div className="business-frame__shop">
      <label htmlFor={id} className="lg-visually-hidden">
        {t('frame.shop')}
      </label>
      <select id={id} value={current.storeId} onChange={(event) => onChange(Number(event.target.value))}>
        {shops.map((shop) => (
          <option key={shop.storeId} value={shop.storeId}>
            {shopDisplayName(shop, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
