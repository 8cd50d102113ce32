import { formatDate } from '@luggage/domain/dates';
import type { OrderDetail } from '@luggage/api/contract';
import { usePayCancelMutation } from '@luggage/api/order-api';
import { toastShown, useAppDispatch, useRejectionToast } from '@luggage/api/store';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { ConfirmButton } from '@luggage/ui/dialogs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { GoodsCountRows } from '../../shared/shop-facts/goods-count-rows';
import { useNow } from '../../shared/dates/use-now';
import { holdCountdown } from './hold-countdown';
import { PaymentSheetDialogs } from '../../shared/payment/payment-sheet-dialogs';
import { usePayOrder } from './use-pay-order';
import { FactList, Section } from '@luggage/ui/layout';
import '../../shared/outcome-block.css';
import './payment.css';
import { orderShopAddress } from '../../shared/orders/order-shop-address';
import { orderShopName } from '../../shared/orders/order-shop-name';
import { usePayNow } from '../../shared/orders/use-pay-now';

/** A state that ends paying here, with its way on. */
function PayOutcome({ text, links }: { text: string; links: { to: string; label: string; isPrimary?: boolean }[] }) {
  return (
    <div className="outcome-block">
      <p className="pay-screen__outcome-text" role="status">
        {text}
      </p>
      {links.map(({ to, label, isPrimary }) => (
        <Link key={to} className={isPrimary ? 'lg-button lg-button--primary' : 'lg-pill'} to={to}>
          {label}
        </Link>
      ))}
    </div>
  );
}

/** Inside WeChat without the traveller's openid: why WeChat Pay cannot open here, and the way to authorise again. */
function WechatAuthorisationNotice({ refusal, onAuthoriseAgain }: { refusal: string | null; onAuthoriseAgain: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <Section className="pay-screen__wechat-auth">
      {refusal && (
        <p className="pay-screen__wechat-auth-refusal" role="alert">
          {refusal}
        </p>
      )}
      <p className="pay-screen__note">{t('wechatAuthNeeded')}</p>
      <Button variant="secondary" onClick={onAuthoriseAgain}>
        {t('authoriseAgain')}
      </Button>
    </Section>
  );
}

/**
 * The unpaid order inside its hold: what is paid for, the time left, 'pay' and 'cancel payment'. Opened
 * by the booking's confirmation (PAY_NOW) it opens the payment's sheet at once, once: the page then
 * forgets it, so a reload or a return here waits for 'pay'. A failed payment is a dialog with the reason
 * and 'try again'.
 */
function UnpaidOrder({ order, deadline, onRefused }: { order: OrderDetail; deadline: number; onRefused: () => void }) {
  const { t, i18n } = useTranslation('payment');
  const shopName = orderShopName(order, i18n.language);
  const dispatch = useAppDispatch();
  const showRefusal = useRejectionToast();
  const navigate = useNavigate();
  const ids = { summary: useId(), timer: useId() };
  const now = useNow(1000);
  const bookingId = order.supplement?.bookingId;
  const payment = usePayOrder(order.id, onRefused, bookingId ?? order.id);
  const { phase, wechatAuthorisation, authoriseAgain, pay } = payment;
  const [payCancel, cancelling] = usePayCancelMutation();
  const left = holdCountdown(deadline, now);
  usePayNow(pay);

  if (left.isOver && phase.name === 'idle') {
    return <PayOutcome text={t('expired')} links={[bookingId ? { to: `/order/${bookingId}`, label: t('viewBooking'), isPrimary: true } : { to: `/book/${order.storeId}`, label: t('bookAgain'), isPrimary: true }]} />;
  }

  const cancel = async () => {
    const result = await payCancel({ orderId: order.id });
    if (result.error) {
      showRefusal(result.error);
      return;
    }
    dispatch(toastShown({ text: t('cancelled') }));
    void navigate(`/order/${bookingId ?? order.id}`, { replace: true });
  };

  const isBusy = phase.name !== 'idle' || cancelling.isLoading;
  return (
    <div className="pay-screen">
      <section className="pay-screen__amount-card" aria-labelledby={ids.summary}>
        <h2 className="pay-screen__label" id={ids.summary}>
          {t('toPay')}
        </h2>
        <p className="pay-screen__amount">{t('yuan', { amount: formatYuan(order.payAmount) })}</p>
        <p className="pay-screen__timer">
          <span id={ids.timer}>{t('timeLeft')}</span>{' '}
          <time role="timer" aria-labelledby={ids.timer} className="pay-screen__time">
            {t('timeLeftValue', { minutes: left.minutes, seconds: left.seconds })}
          </time>
        </p>
        <p className="pay-screen__note">{t('holdNote')}</p>
        {order.supplement && <p className="pay-screen__note">{t(order.supplement.kind === 'move' ? 'moveOf' : 'extensionOf', { id: order.supplement.bookingId })}</p>}
      </section>
      <Section>
        <FactList isValueEnd>
          <dt>{t('shop')}</dt>
          <dd>{shopName}</dd>
          <dt>{t('address')}</dt>
          <dd>{orderShopAddress(order, i18n.language)}</dd>
          <dt>{t('dates')}</dt>
          <dd>
            {t('dateRange', { start: formatDate(order.startTime, i18n.language), end: formatDate(order.endTime, i18n.language) })} ({t('totalDays', { count: order.totalDays })})
          </dd>
          <GoodsCountRows goodsList={order.goodsList} />
        </FactList>
      </Section>
      {wechatAuthorisation && <WechatAuthorisationNotice refusal={wechatAuthorisation.refusal} onAuthoriseAgain={authoriseAgain} />}
      <div className="pay-screen__actions">
        <Button onClick={pay} disabled={isBusy} aria-busy={phase.name === 'starting' || phase.name === 'confirming'}>
          {phase.name === 'starting'
            ? t('starting')
            : phase.name === 'confirming'
              ? t('confirming')
              : t('pay', { amount: formatYuan(order.payAmount) })}
        </Button>
        <ConfirmButton
          variant="text"
          disabled={isBusy || cancelling.isLoading}
          question={{ title: t('cancelTitle'), message: t('cancelQuestion'), confirmText: t('cancelConfirm'), cancelText: t('cancelKeep') }}
          onConfirm={() => void cancel()}
        >
          {cancelling.isLoading ? t('cancelling') : t('cancelPayment')}
        </ConfirmButton>
      </div>
      <PaymentSheetDialogs sheet={payment} onPayAgain={pay} />
    </div>
  );
}

/**
 * Paying an order (spec §2 /pay/{id}): while unpaid and held, the amount, shop, days and items, the time
 * left to pay and the provider's payment; an order past its hold says so with the way to book again; a
 * paid one leads to its voucher; a cancelled one to booking again.
 */
export function PayScreen({ orderId }: { orderId: string | undefined }) {
  return <OrderLoader orderId={orderId} endsOn="anyRefusal">{(order, reload) => <PayStep order={order} reload={reload} />}</OrderLoader>;
}

function PayStep({ order: detail, reload }: { order: OrderDetail; reload: () => void }) {
  const { t } = useTranslation('payment');
  // An extension leads back to its booking: its voucher, its order, extending it again.
  const bookingId = detail.supplement?.bookingId;
  const viewOrder = { to: `/order/${bookingId ?? detail.id}`, label: bookingId ? t('viewBooking') : t('viewOrder') };
  const bookAgain = bookingId ? { ...viewOrder, isPrimary: true } : { to: `/book/${detail.storeId}`, label: t('bookAgain'), isPrimary: true };
  switch (detail.status) {
    case 'paid':
      return <PayOutcome text={t('alreadyPaid')} links={[{ to: `/credence/${bookingId ?? detail.id}`, label: t('showVoucher'), isPrimary: true }, viewOrder]} />;
    case 'refunding':
    case 'refunded':
      return <PayOutcome text={t('refunded')} links={[viewOrder]} />;
    case 'cancelled':
      return <PayOutcome text={t('orderCancelled')} links={bookingId ? [bookAgain] : [bookAgain, viewOrder]} />;
    case 'lapsed':
      return <PayOutcome text={t('expired')} links={[bookAgain]} />;
    default:
      return <UnpaidOrder order={detail} deadline={Date.parse(detail.payBefore)} onRefused={reload} />;
  }
}
