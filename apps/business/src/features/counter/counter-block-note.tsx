import { formatDate } from '@luggage/domain/dates';
import type { BusinessOrder } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';

/** Props of {@link CounterBlockNote}. */
export interface CounterBlockNoteProps {
  order: Pick<BusinessOrder, 'block' | 'startTime' | 'endTime'>;
}

/** Why this order can be neither stored nor handed back now (the server's `block`), e.g. its first day to come. */
export function CounterBlockNote({ order }: CounterBlockNoteProps) {
  const { t, i18n } = useTranslation('counter');
  if (!order.block) return null;
  return (
    <p className="counter-block" role="note">
      {t(`block.${order.block}`, { date: formatDate(order.startTime, i18n.language), end: formatDate(order.endTime, i18n.language) })}
    </p>
  );
}
