import { goodsName } from '@luggage/app-shell/i18n';
import type { GoodsId } from '@luggage/domain/shops';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The booked items as term/description pairs of a facts list (`<dl>`): each goods with its count
 * ('bag (small item) × 2'); goods booked 0 times are left out.
 */
export function GoodsCountRows({ goodsList }: { goodsList: readonly { goodsId: GoodsId; count: number }[] }) {
  const { t } = useTranslation('shopFacts');
  return goodsList
    .filter(({ count }) => count > 0)
    .map(({ goodsId, count }) => (
      <Fragment key={goodsId}>
        <dt>{goodsName(t, goodsId)}</dt>
        <dd>{t('goodsCount', { count })}</dd>
      </Fragment>
    ));
}
