import { compactDateSchema, SHOP_CLOSURE_DAYS_AHEAD, type ShopSettings } from '@luggage/api/contract';
import { useSetShopClosureMutation } from '@luggage/api/business-shop-api';
import { addDays, formatDate, shanghaiToday } from '@luggage/domain/dates';
import { Button } from '@luggage/ui/button';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionToast } from '@luggage/api/store';
import { DateField } from '../../shared/date-field';
import { FormOutcome } from '../../shared/form-outcome';
import { ListRow } from '@luggage/ui/layout';
import { TitledCard } from './titled-card';

/** Props of {@link ClosedDays}. */
export interface ClosedDaysProps {
  storeId: number;
  closures: ShopSettings['closures'];
  isReadOnly: boolean;
  /** The time (epoch ms) whose Shanghai day is the first that can be closed. */
  now: number;
}

/** True for a real calendar day written 'yyyy-MM-dd': one the contract's day field can send. */
function isCalendarDate(text: string): boolean {
  return compactDateSchema.safeEncode(text).success;
}

/** Which closure call finished last, for the text under the form. */
type Outcome = { kind: 'added' | 'reopened'; date: string } | null;

/**
 * The shop's closed days from today on, with the bookings each has: owners close a day from today up to
 * {@link SHOP_CLOSURE_DAYS_AHEAD} days ahead or reopen one. A refusal (a day with bookings) is a toast with
 * the server's words (spec §8), and the chosen date stays in the field.
 */
export function ClosedDays({ storeId, closures, isReadOnly, now }: ClosedDaysProps) {
  const { t, i18n } = useTranslation('shopDay');
  const today = shanghaiToday(now);
  const lastDay = addDays(today, SHOP_CLOSURE_DAYS_AHEAD);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<'noDate' | 'badDate' | 'outOfRange' | null>(null);
  const dateRef = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [setClosure, closure] = useSetShopClosureMutation();
  const showRefusal = useRejectionToast();
  const pending = closure.isLoading ? closure.originalArgs : undefined;
  const reopeningDate = pending && !pending.closed ? pending.date : undefined;

  const send = async (day: string, closed: boolean) => {
    setOutcome(null);
    const result = await setClosure({ storeId, date: day, closed });
    if (result.error) return showRefusal(result.error);
    setOutcome({ kind: closed ? 'added' : 'reopened', date: day });
    if (closed) setDate('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // 'yyyy-MM-dd' texts compare as the days do. The calendar offers only days in range; the checks stay for
    // a day that has passed since it was chosen (the page left open past midnight).
    const error = date === '' ? 'noDate' : !isCalendarDate(date) ? 'badDate' : date < today || date > lastDay ? 'outOfRange' : null;
    setDateError(error);
    if (error) dateRef.current?.focus();
    else void send(date, true);
  };

  return (
    <TitledCard gap={3} titleId="shop-settings-closures" title={t('settings.closures.title')}>
      <p className="shop-settings__intro">{t('settings.closures.intro')}</p>
      {closures.length === 0 ? (
        <p>{t('settings.closures.empty')}</p>
      ) : (
        <ul className="shop-settings__closures">
          {closures.map((day) => (
            <ListRow as="li" canWrap isDivided key={day.date} className="shop-settings__closure">
              <span>
                {formatDate(day.date, i18n.language, { withWeekday: true })}
                <span className="shop-settings__bookings">{t('settings.closures.bookings', { count: day.bookedOrders })}</span>
              </span>
              {!isReadOnly && (
                <Button variant="secondary" disabled={closure.isLoading} onClick={() => void send(day.date, false)}>
                  {reopeningDate === day.date ? t('settings.closures.reopening') : t('settings.closures.reopen', { date: formatDate(day.date, i18n.language) })}
                </Button>
              )}
            </ListRow>
          ))}
        </ul>
      )}
      {!isReadOnly && (
        <form className="shop-settings__add-closure" noValidate onSubmit={submit}>
          <DateField
            label={t('settings.closures.date')}
            value={date}
            placeholder={t('settings.closures.noDateChosen')}
            min={today}
            max={lastDay}
            today={today}
            withWeekday
            error={dateError ? t(`settings.closures.${dateError}`) : undefined}
            buttonRef={dateRef}
            onDate={(day) => {
              setDate(day);
              setDateError(null);
            }}
          />
          <Button type="submit" disabled={closure.isLoading}>
            {pending?.closed ? t('settings.closures.adding') : t('settings.closures.add')}
          </Button>
        </form>
      )}
      <FormOutcome success={outcome ? t(`settings.closures.${outcome.kind}`, { date: formatDate(outcome.date, i18n.language, { withWeekday: true }) }) : undefined} />
    </TitledCard>
  );
}
