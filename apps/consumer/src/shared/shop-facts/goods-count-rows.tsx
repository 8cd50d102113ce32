import type { GoodsId } from '@luggage/domain/shops';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsKey } from './goods-key';

/**
 * The booked items as term/description pairs of a facts list (`<dl>`): each goods with its count
 * ('bags × 2'); goods booked 0 times are left out.
 */
export function GoodsCountRows({ goodsList }: { goodsList: readonly { goodsId: GoodsId; count: number }[] }) {
  const { t } = useTranslation('shopFacts');
  return goodsList
    .filter(({ count }) => count > 0)
    .map(({ goodsId, count }) => (
      <Fragment key={goodsId}>
        <dt>{t(`goods.${goodsKey(goodsId)}`)}</dt>
        <dd>{t('goodsCount', { count })}</dd>
      </Fragment>
    ));
}
