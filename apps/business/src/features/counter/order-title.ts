import type { BusinessOrder } from '@luggage/api/contract';
import type { TFunction } from 'i18next';

/** 'order 7KQ2M9XD': the order named by its voucher code, or by its id when it has none. */
export function orderTitle(order: Pick<BusinessOrder, 'id' | 'voucherCode'>, t: TFunction<'counter'>): string {
  return order.voucherCode ? t('order.heading', { code: order.voucherCode }) : t('order.headingNoCode', { id: order.id });
}
