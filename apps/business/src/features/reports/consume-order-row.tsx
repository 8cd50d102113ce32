import type { ConsumeOrderRow as ConsumeOrder } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ListRow } from '@luggage/ui/layout';

/** Props of {@link ConsumeOrderRow}. */
export interface ConsumeOrderRowProps {
  consume: ConsumeOrder;
  /** Set on the row that takes the focus after 'load more'. */
  focusRef?: Ref<HTMLElement>;
}

/** One consumption order: the extra days charged at pick-up, for which traveller and order, and the amount. */
export function ConsumeOrderRow({ consume, focusRef }: ConsumeOrderRowProps) {
  const { t } = useTranslation('reports');
  return (
    <Card as="article" gap={1} hasFocusRing aria-label={consume.traveller} ref={focusRef} tabIndex={-1}>
      <ListRow>
        <h3 className="report-row__title">{consume.traveller}</h3>
        <span className="report-row__amount">{t('yuan', { amount: formatYuan(consume.amount) })}</span>
      </ListRow>
      <p className="report-row__line">{t('extraDays', { count: consume.days })}</p>
      <p className="report-row__line">{t('orderNumber', { id: consume.orderId })}</p>
    </Card>
  );
}
