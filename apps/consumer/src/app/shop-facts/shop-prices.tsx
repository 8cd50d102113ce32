import type { Shop } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { bagPrice, bootPrice } from '@luggage/domain/shops';
import { useTranslation } from 'react-i18next';
import './shop-facts.css';

/** Props of {@link ShopPrices}. */
export type ShopPricesProps = Pick<Shop, 'inventory' | 'isSupportScheduled'>;

/**
 * The per-item, per-day prices of boots (goods 1) and bags (goods 2), the regular price struck through when
 * the shop gives a discount. A shop without scheduled booking shows a walk-in note instead (spec §2).
 */
export function ShopPrices({ inventory, isSupportScheduled }: ShopPricesProps) {
  const { t } = useTranslation('shopFacts');
  if (!isSupportScheduled) return <p className="shop-prices__walk-in">{t('walkInOnly')}</p>;
  const offered = [
    { goods: 'boots', price: bootPrice(inventory) },
    { goods: 'bags', price: bagPrice(inventory) },
  ].flatMap(({ goods, price }) => (price ? [{ goods, price }] : []));
  if (offered.length === 0) return null;
  return (
    <ul className="shop-prices">
      {offered.map(({ goods, price }) => (
        <li key={goods} className="shop-prices__line">
          <span className="shop-prices__goods">{t(`goods.${goods}`)}</span>
          <span className="shop-prices__price">
            {t('pricePerItemPerDay', { price: formatYuan(price.discounted ?? price.price) })}
          </span>
          {price.discounted !== null && (
            <s className="shop-prices__original">
              <span className="lg-visually-hidden">{t('originalPrice')} </span>
              {t('yuan', { price: formatYuan(price.price) })}
            </s>
          )}
        </li>
      ))}
    </ul>
  );
}
