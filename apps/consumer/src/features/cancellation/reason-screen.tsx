import { CANCEL_REASON_KEYS, type CancelReasonKey, type OrderDetail, type OrderState } from '@luggage/api/contract';
import { useCancelOrderMutation } from '@luggage/api/order-api';
import { formatYuan } from '@luggage/domain/money';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderStepForm } from '../../shared/orders/order-step-form';
import { OrderTextField } from '../../shared/orders/order-text-field';
import { useOrderAction } from '../../shared/orders/use-order-action';
import { ViewOrderLink } from '../../shared/orders/view-order-link';
import { writeOrderState } from '../../shared/orders/write-order-state';
import { cancelBlock } from './cancel-block';
import { CancelBlocked } from './cancel-blocked';
import type { CancellationScreenProps } from './cancel-screen';
import { Section, SectionHeading } from '@luggage/ui/layout';
import '../../shared/pill-row.css';
import '../../shared/orders/order-step.css';
import './cancellation.css';

/** What the traveller has chosen and typed; kept above the form so nothing is lost while the order reloads. */
interface ReasonInput {
  key: CancelReasonKey | null;
  words: string;
}

function CancelDone({ order, answer }: { order: OrderDetail; answer: OrderState }) {
  const { t } = useTranslation('cancellation');
  const amount = formatYuan(order.refund?.amount ?? order.payAmount);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Section className="cancellation__done" aria-labelledby="cancel-done-title">
      <SectionHeading level={2} id="cancel-done-title" tabIndex={-1} ref={headingRef}>
        {t('cancelledTitle')}
      </SectionHeading>
      <p role="status">{t(answer.status === 'refunded' ? 'refundStatus.succeeded' : 'refundStatus.processing', { amount })}</p>
      <div className="pill-row order-step__actions">
        <ViewOrderLink orderId={order.id} />
      </div>
    </Section>
  );
}

interface ReasonFormProps {
  order: OrderDetail;
  input: ReasonInput;
  onInput: (input: ReasonInput) => void;
  onCancelled: (answer: OrderState) => void;
}

function ReasonForm({ order, input, onInput, onCancelled }: ReasonFormProps) {
  const { t } = useTranslation('cancellation');
  const ids = { legend: useId(), words: useId(), error: useId() };
  const [error, setError] = useState<string | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const runAction = useOrderAction(writeOrderState);
  const amount = formatYuan(order.payAmount);

  const submit = () => {
    if (!input.key) {
      setError(t('chooseReason'));
      document.getElementById(`${ids.legend}-first`)?.focus();
      return;
    }
    setIsAsking(true);
  };

  const confirm = async () => {
    setIsAsking(false);
    if (!input.key) return;
    const answer = await runAction(cancelOrder({ orderId: order.id, key: input.key, reason: input.words.trim(), part: 'all' }));
    if (answer) onCancelled(answer);
  };

  return (
    <OrderStepForm onSubmit={submit} isSending={isLoading} submitText={t('cancelOrder')} sendingText={t('cancelling')}>
      <Section
        as="fieldset"
        className="choice-group"
        aria-describedby={error ? ids.error : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="cancellation__legend" id={ids.legend}>
          {t('reasonLegend')}
        </legend>
        {CANCEL_REASON_KEYS.map((key, index) => (
          <label key={key} className="choice-group__option">
            <input
              type="radio"
              name="cancel-reason"
              value={key}
              id={index === 0 ? `${ids.legend}-first` : undefined}
              checked={input.key === key}
              onChange={() => {
                setError(null);
                onInput({ ...input, key });
              }}
            />
            <span>{t(`reasons.${key}`)}</span>
          </label>
        ))}
        {error && (
          <p className="cancellation__error" id={ids.error} role="alert">
            {error}
          </p>
        )}
      </Section>
      <Section as="div">
        <OrderTextField id={ids.words} label={t('words')} value={input.words} onValue={(words) => onInput({ ...input, words })} />
      </Section>
      <ConfirmDialog
        open={isAsking}
        title={t('confirmTitle')}
        message={t('confirmMessage', { amount })}
        confirmText={t('cancelOrder')}
        cancelText={t('keepOrder')}
        onConfirm={() => void confirm()}
        onCancel={() => setIsAsking(false)}
      />
    </OrderStepForm>
  );
}

function ReasonStep({ order, now }: { order: OrderDetail; now: number }) {
  const [input, setInput] = useState<ReasonInput>({ key: null, words: '' });
  const [answer, setAnswer] = useState<OrderState | null>(null);
  // Once cancelled here the success stays, although the reloaded order is no longer cancellable.
  if (answer) return <CancelDone order={order} answer={answer} />;
  const block = cancelBlock(order, now);
  if (block) return <CancelBlocked order={order} block={block} />;
  return <ReasonForm order={order} input={input} onInput={setInput} onCancelled={setAnswer} />;
}

/**
 * #/reason (spec §2): the reason for cancelling (a choice plus optional words), a confirmation, then
 * order/cancel and the refund it started. A refusal is a toast and keeps what was chosen and typed.
 */
export function CancelReasonScreen({ orderId, now }: CancellationScreenProps) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <ReasonStep order={order} now={now} />}</OrderLoader>;
}
