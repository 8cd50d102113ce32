import type { OrderDetail } from '@luggage/api/contract';
import { useEditOrderMutation } from '@luggage/api/order-api';
import { formatDate, shanghaiToday } from '@luggage/domain/dates';
import { BOOKING_MAX_DAYS_AHEAD, latestStartDate } from '@luggage/domain/orders';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '../../shared/dates/date-field';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderNotice } from '../../shared/orders/order-notice';
import { OrderStepForm } from '../../shared/orders/order-step-form';
import { OrderTextField } from '../../shared/orders/order-text-field';
import { useOrderAction } from '../../shared/orders/use-order-action';
import { writeOrderState } from '../../shared/orders/write-order-state';
import { editBlock } from '../../shared/orders/edit-block';
import { editRangeErrors, initialEditRange, type EditRange } from './edit-range';
import { Section } from '@luggage/ui/layout';
import './order-edit.css';

/** Props of the change-request screens: the order from the `id` query parameter and the time (epoch ms). */
export interface OrderEditScreenProps {
  orderId: string | null;
  now: number;
}

function EditForm({ order, now }: { order: OrderDetail; now: number }) {
  const { t, i18n } = useTranslation('orderEdit');
  const navigate = useNavigate();
  const ids = { range: useId(), intro: useId() };
  const today = shanghaiToday(now);
  const [range, setRange] = useState<EditRange>(() => initialEditRange(order, today));
  const [words, setWords] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [editOrder, { isLoading }] = useEditOrderMutation();
  const runAction = useOrderAction(writeOrderState);
  const errors = editRangeErrors(range, order, today);
  const errorText = {
    start: errors.start && t(`errors.${errors.start}`, { count: BOOKING_MAX_DAYS_AHEAD }),
    end: errors.end && t(`errors.${errors.end}`, { count: order.totalDays }),
    range: isSubmitted && errors.range ? t(`errors.${errors.range}`) : undefined,
  };

  const submit = async () => {
    setIsSubmitted(true);
    if (errors.start || errors.end || errors.range) return;
    const answer = await runAction(editOrder({ orderId: order.id, startDate: range.start, endDate: range.end, reason: words.trim() }));
    if (answer) void navigate(`/edited?id=${order.id}`);
  };

  return (
    <OrderStepForm onSubmit={() => void submit()} isSending={isLoading} submitText={t('submit')} sendingText={t('sending')}>
      <Section>
        <p className="order-edit__intro" id={ids.intro}>
          {t('intro')}
        </p>
        <p className="order-edit__hint">
          {t('booked', { start: formatDate(order.startTime, i18n.language), end: formatDate(order.endTime, i18n.language), days: t('days', { count: order.totalDays }) })}
        </p>
      </Section>
      <Section as="fieldset" aria-describedby={errorText.range ? ids.range : undefined}>
        <legend className="order-edit__legend">{t('dates')}</legend>
        <div className="order-edit__dates">
          <DateField
            className="edit-date-field"
            label={t('startDate')}
            value={range.start}
            min={today}
            max={latestStartDate(today)}
            now={now}
            error={errorText.start}
            onDate={(start) => setRange({ ...range, start })}
          />
          <DateField
            className="edit-date-field"
            label={t('endDate')}
            value={range.end}
            min={range.start}
            now={now}
            error={errorText.end}
            onDate={(end) => setRange({ ...range, end })}
          />
        </div>
        {errorText.range && (
          <p className="order-edit__error" id={ids.range} role="alert">
            {errorText.range}
          </p>
        )}
      </Section>
      <Section as="div">
        <OrderTextField label={t('words')} value={words} rows={3} onValue={setWords} />
      </Section>
    </OrderStepForm>
  );
}

function EditStep({ order, now }: { order: OrderDetail; now: number }) {
  const { t } = useTranslation('orderEdit');
  const block = editBlock(order);
  if (!block) return <EditForm order={order} now={now} />;
  return (
    <OrderNotice
      orderId={order.id}
      notice={t(`blocked.${block}`)}
      actions={
        <>
          {block === 'editPending' && (
            <Link className="lg-button lg-button--primary" to={`/edited?id=${order.id}`}>
              {t('viewChange')}
            </Link>
          )}
          {block === 'applicationPending' && (
            <Link className="lg-button lg-button--primary" to={`/applytip?id=${order.id}`}>
              {t('viewApplication')}
            </Link>
          )}
        </>
      }
    />
  );
}

/**
 * #/edit (spec §2): asks the shop to move the storage days (from today on, end not before start, no more
 * days than booked); the shop confirms, so the change is pending afterwards.
 */
export function EditScreen({ orderId, now }: OrderEditScreenProps) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <EditStep order={order} now={now} />}</OrderLoader>;
}
