import type { OrderDetail } from '@luggage/api/contract';
import { useApplyCancelMutation } from '@luggage/api/order-api';
import { formatYuan } from '@luggage/domain/money';
import { applicationMoney, applyCancelValue, DEFAULT_APPLY_CANCEL } from '@luggage/domain/orders';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderStepForm } from '../../shared/orders/order-step-form';
import { OrderTextField } from '../../shared/orders/order-text-field';
import { useOrderAction } from '../../shared/orders/use-order-action';
import { writeOrderState } from '../../shared/orders/write-order-state';
import { cancelBlock } from './cancel-block';
import { CancelBlocked } from './cancel-blocked';
import type { CancellationScreenProps } from './cancel-screen';
import { useApplicationReason } from './use-application-reason';
import { Section } from '@luggage/ui/layout';
import './cancellation.css';

/** The shares of the amount paid a traveller can offer to forfeit, in %; the default (20) among them. */
export const APPLY_PARTS = [10, DEFAULT_APPLY_CANCEL, 30, 50] as const;

function ApplyForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('cancellation');
  const navigate = useNavigate();
  const partNoteId = useId();
  const reason = useApplicationReason('');
  const [part, setPart] = useState<number>(DEFAULT_APPLY_CANCEL);
  const [applyCancel, { isLoading }] = useApplyCancelMutation();
  const runAction = useOrderAction(writeOrderState);

  const submit = async () => {
    const text = reason.check();
    if (text === null) return;
    const answer = await runAction(applyCancel({ orderId: order.id, reason: text, apply: applyCancelValue(part), pic: [] }));
    if (answer) void navigate(`/applytip?id=${order.id}`);
  };

  return (
    <OrderStepForm onSubmit={() => void submit()} isSending={isLoading} submitText={t('sendApplication')} sendingText={t('sending')}>
      <Section>
        <p className="cancellation__rule">{t('applyIntro')}</p>
      </Section>
      <Section as="div">
        <OrderTextField {...reason.field} />
      </Section>
      <Section as="fieldset" className="choice-group" aria-describedby={partNoteId}>
        <legend className="cancellation__legend">{t('partLegend')}</legend>
        {APPLY_PARTS.map((percent) => (
          <label key={percent} className="choice-group__option">
            <input type="radio" name="apply-part" value={percent} checked={part === percent} onChange={() => setPart(percent)} />
            <span>{t('partOption', { part: percent, amount: formatYuan(applicationMoney(order.payAmount, percent).forfeit) })}</span>
          </label>
        ))}
        <p className="cancellation__hint" id={partNoteId}>
          {t('partNote', { amount: formatYuan(applicationMoney(order.payAmount, part).refund) })}
        </p>
      </Section>
    </OrderStepForm>
  );
}

function ApplyStep({ order, now }: { order: OrderDetail; now: number }) {
  const block = cancelBlock(order, now);
  if (block === null) return <CancelBlocked order={order} block="stillFree" />;
  if (block !== 'deadlinePassed' || !order.canApplyCancel) return <CancelBlocked order={order} block={block === 'deadlinePassed' ? 'other' : block} />;
  return <ApplyForm order={order} />;
}

/**
 * #/apply (spec §2, §4): after the free-cancellation deadline, applies to the shop for cancellation with a
 * reason and the share of the amount paid the traveller accepts to forfeit (20 % unless chosen otherwise).
 */
export function ApplyCancelScreen({ orderId, now }: CancellationScreenProps) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <ApplyStep order={order} now={now} />}</OrderLoader>;
}
