import { formatYuan } from '@luggage/domain/money';
import type { GoodsPrice } from '@luggage/domain/shops';
import { useTranslation } from 'react-i18next';
import './shop-facts.css';

/** The price of one goods per item per day, the regular price struck through when discounted. */
export function GoodsPriceText({ price }: { price: GoodsPrice }) {
  const { t } = useTranslation('shopFacts');
  return (
    <>
      <span className="shop-prices__price">{t('pricePerItemPerDay', { price: formatYuan(price.discounted ?? price.price) })}</span>
      {price.discounted !== null && (
        <s className="shop-prices__original">
          <span className="lg-visually-hidden">{t('originalPrice')} </span>
          {t('yuan', { price: formatYuan(price.price) })}
        </s>
      )}
    </>
  );
}
