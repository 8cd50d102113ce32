import type { StoreInventoryResponse } from '@luggage/api/contract';
import type { Instant } from '@luggage/domain/dates';
import { goodsName } from '@luggage/app-shell/i18n';
import { useTranslation } from 'react-i18next';
import { dayText } from '../../shared/dates/day-text';
import type { OfferedGoods } from '../../shared/shop-facts/offered-goods';

/** Props of {@link DayAvailability}. */
export interface DayAvailabilityProps {
  days: StoreInventoryResponse['days'];
  goods: readonly OfferedGoods[];
  now: Instant;
}

/** The units left on each day of the range for each goods the shop stores. */
export function DayAvailability({ days, goods, now }: DayAvailabilityProps) {
  const { t, i18n } = useTranslation('booking');
  return (
    <ul className="day-availability">
      {days.map(({ date, inventory }) => (
          <li key={date} className="day-availability__day">
            <span className="day-availability__date">{dayText(date, now, t, i18n.language)}</span>
            <span className="day-availability__counts">
              {goods
                .map(({ goodsId }) =>
                  t('dayLeft', {
                    goods: goodsName(t, goodsId, 'plural'),
                    count: inventory.find((item) => item.goodsId === goodsId)?.count ?? 0,
                  }),
                )
                .join(' · ')}
            </span>
          </li>
      ))}
    </ul>
  );
}
