import type { Shop } from '@luggage/api/contract';
import { goodsName } from '@luggage/app-shell/i18n';
import { useTranslation } from 'react-i18next';
import { GoodsPriceText } from './goods-price-text';
import { offeredGoods } from './offered-goods';
import './shop-facts.css';

/** Props of {@link ShopPrices}. */
export type ShopPricesProps = Pick<Shop, 'inventory' | 'isSupportScheduled'>;

/**
 * The per-item, per-day prices of a suitcase (goods 1) and a bag (goods 2), the regular price struck through when
 * the shop gives a discount. A shop without scheduled booking says under them that no booking is needed:
 * the traveller walks in (spec §2).
 */
export function ShopPrices({ inventory, isSupportScheduled }: ShopPricesProps) {
  const { t } = useTranslation('shopFacts');
  const offered = offeredGoods(inventory);
  return (
    <>
      {offered.length > 0 && (
        <ul className="shop-prices">
          {offered.map(({ goodsId, price }) => (
            <li key={goodsId} className="shop-prices__line">
              <span className="shop-prices__goods">{goodsName(t, goodsId)}</span>
              <GoodsPriceText price={price} />
            </li>
          ))}
        </ul>
      )}
      {!isSupportScheduled && <p className="shop-prices__walk-in">{t('walkIn')}</p>}
    </>
  );
}
