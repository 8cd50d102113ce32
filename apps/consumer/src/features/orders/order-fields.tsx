import type { OrderDetail } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { storeStatusName } from '@luggage/domain/orders';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@luggage/domain/dates';
import { FactList, Section } from '@luggage/ui/layout';
import { StoredPhotos } from '../../shared/orders/stored-photos';
import './orders.css';

/**
 * Every field of the order detail (spec §3: id, discountAmount, orderAmount, payAmount, startTime,
 * endTime, orderTime, pic, storeStatus) as a definition list: money in yuan, times in Shanghai time; the
 * part of the discount a coupon took, when one did.
 */
export function OrderFields({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const yuan = (fen: number) => t('yuan', { amount: formatYuan(fen) });
  return (
    <Section>
      <FactList isValueEnd>
        <dt>{t('fields.id')}</dt>
        <dd>{order.id}</dd>
        <dt>{t('fields.orderAmount')}</dt>
        <dd>{yuan(order.orderAmount)}</dd>
        <dt>{t('fields.discountAmount')}</dt>
        <dd>{t('discountYuan', { amount: formatYuan(order.discountAmount) })}</dd>
        {order.couponAmount > 0 && (
          <>
            <dt>{t('fields.couponAmount')}</dt>
            <dd>{t('discountYuan', { amount: formatYuan(order.couponAmount) })}</dd>
          </>
        )}
        <dt>{t('fields.payAmount')}</dt>
        <dd>{yuan(order.payAmount)}</dd>
        <dt>{t('fields.startTime')}</dt>
        <dd>{formatDate(order.startTime, i18n.language)}</dd>
        <dt>{t('fields.endTime')}</dt>
        <dd>{formatDate(order.endTime, i18n.language)}</dd>
        <dt>{t('fields.orderTime')}</dt>
        <dd>{formatDateTime(order.orderTime, i18n.language)}</dd>
        <dt>{t('fields.storeStatus')}</dt>
        <dd>{t(`storeState.${storeStatusName(order.storeStatus) ?? 'other'}`)}</dd>
        <dt>{t('fields.pic')}</dt>
        <dd>
          {order.pic.length === 0 ? (
            t('noPhotos')
          ) : (
            <StoredPhotos photos={order.pic} className="order-photos" />
          )}
        </dd>
      </FactList>
    </Section>
  );
}
