import type { OrderDetail } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { formatDate, formatDateTime, type Instant } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { isInvoiceOffered } from '@luggage/domain/invoices';
import { orderMoveRefusal, voucherState } from '@luggage/domain/orders';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallShop } from '../../shared/call-shop/call-shop';
import { editBlock } from '../../shared/orders/edit-block';
import { formatDeadlineDate } from '../../shared/orders/format-deadline-date';
import { orderDatesText } from './order-dates';
import { orderStatusKey } from './order-status';
import { FactList, ListRow, Section, SectionHeading } from '@luggage/ui/layout';
import '../../shared/pill-row.css';
import './orders.css';
import { orderRuleFacts } from '../../shared/orders/order-rule-facts';
import { orderShopAddress } from '../../shared/orders/order-shop-address';
import { orderShopName } from '../../shared/orders/order-shop-name';
import { paidWithExtensions } from '../../shared/orders/paid-with-extensions';
import { reviewOffered } from '../../shared/orders/review-offered';
import { ContactSupportHint } from '../../shared/support-contact/support-contact';
import { ExtendDialog } from './extend-dialog';
import { OrderExtensions } from './order-extensions';

/** The refund of a cancelled paid order: amount, where it goes (the original payment method) and how far it got. */
function RefundSection({ refund }: { refund: NonNullable<OrderDetail['refund']> }) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeading level={3} id={titleId}>
        {t('refund')}
      </SectionHeading>
      <FactList isValueEnd>
        <dt>{t('refundAmount')}</dt>
        <dd>{t('yuan', { amount: formatYuan(refund.amount) })}</dd>
        <dt>{t('refundTo')}</dt>
        <dd>{t('refundChannel', { channel: t(`channel.${refund.channel}`) })}</dd>
        <dt>{t('refundStatus')}</dt>
        <dd>{t(`refundState.${refund.status}`)}</dd>
      </FactList>
      {refund.status === 'failed' && <ContactSupportHint />}
    </Section>
  );
}

/** A cancellation application or change request and where it stands. */
function ApplicationSection({ application }: { application: NonNullable<OrderDetail['application']> }) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  const { startDate, endDate } = application;
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeading level={3} id={titleId}>
        {t('application')}: {t(`applicationKind.${application.kind}`)}
      </SectionHeading>
      <p className="order-screen__note">{t(`applicationState.${application.status}`)}</p>
      {startDate && endDate && (
        <p className="order-screen__note">{t('requestedDays', { start: formatDate(startDate, i18n.language), end: formatDate(endDate, i18n.language) })}</p>
      )}
    </Section>
  );
}

/** What the traveller can do next, from the order's own flags and the domain's rules at `now`. */
function orderActions(order: OrderDetail, t: TFunction<'orders'>, language: string, now: Instant) {
  const actions: { to: string; label: string; note?: string }[] = [];
  if (order.canExtend) actions.push({ to: `/order/${order.id}?extend=1`, label: t('extend') });
  if (order.cancellable) {
    actions.push({ to: `/cancel?id=${order.id}`, label: t('cancel'), note: t('cancelUntil', { date: formatDeadlineDate(order.cancelDeadline, language) }) });
  }
  if (order.canApplyCancel) actions.push({ to: `/apply?id=${order.id}`, label: t('applyCancel') });
  if (editBlock(order) === null) actions.push({ to: `/edit?id=${order.id}`, label: t('edit') });
  // The map picker (#/map) with the order: its 'select' prices the move and asks to confirm it.
  if (orderMoveRefusal({ ...orderRuleFacts(order), storeId: order.storeId, isSupplement: order.supplement !== null, hasExtensions: order.extensions.length > 0 }, now) === null) {
    actions.push({ to: `/map?orderId=${order.id}`, label: t('changeShop') });
  }
  if (reviewOffered(order)) actions.push({ to: `/review?id=${order.id}`, label: t('review') });
  if (isInvoiceOffered(order)) actions.push({ to: `/bill/${order.id}`, label: t('invoice') });
  return actions;
}

/** Props of {@link OrderScreen}. */
export interface OrderScreenProps {
  order: OrderDetail;
  now: Instant;
  /** Whether the extend dialog is open (the route's `extend` query); shown only while the order can be extended. */
  isExtending?: boolean;
  /** Closes the extend dialog. */
  onExtendClose?: () => void;
}

/**
 * One order (spec §2 /order/{id}): where it stands, the shop, days (up to the end of its paid extensions),
 * items and amount; the voucher when paid, 'pay now' while unpaid, the refund once cancelled after
 * payment, a pending application, its extensions, and the actions the order's flags allow (extend,
 * cancel, apply for cancellation, change the days, change shop, review) and, once its luggage is picked up, its invoice.
 */
export function OrderScreen({ order, now, isExtending = false, onExtendClose }: OrderScreenProps) {
  const { t, i18n } = useTranslation('orders');
  const shopName = orderShopName(order, i18n.language);
  const ids = { title: useId(), actions: useId() };
  const status = orderStatusKey(order);
  const actions = orderActions(order, t, i18n.language, now);
  const state = voucherState(order);
  const hasVoucher = (state === 'live' || state === 'stored') && order.voucherCode !== null;
  return (
    <article className="order-screen" aria-labelledby={ids.title}>
      <Section>
        <ListRow>
          <h2 className="order-screen__title" id={ids.title}>
            {shopName}
          </h2>
          <span className={`lg-badge order-status order-status--${status}`}>{t(`status.${status}`)}</span>
        </ListRow>
        <p className="order-screen__note">{t('orderNumber', { id: order.id })}</p>
      </Section>
      <Section>
        <FactList isValueEnd>
          <dt>{t('address')}</dt>
          <dd>{orderShopAddress(order, i18n.language)}</dd>
          <dt>{t('dates')}</dt>
          <dd>
            {t('datesWithTotal', {
              dates: orderDatesText(order.startTime, order.endTime, now, t, i18n.language),
              days: t('totalDays', { count: order.totalDays }),
            })}
          </dd>
          <dt>{t('goods')}</dt>
          <dd>{goodsListText(t, order.goodsList)}</dd>
          <dt>{order.status === 'unpaid' ? t('toPay') : t('payAmount')}</dt>
          <dd>{t('yuan', { amount: formatYuan(paidWithExtensions(order)) })}</dd>
        </FactList>
        {hasVoucher && (
          <p className="order-screen__primary">
            <Link className="lg-button lg-button--primary" to={`/credence/${order.id}`}>
              {t('voucher')}
            </Link>
          </p>
        )}
        {order.status === 'unpaid' && (
          <>
            <p className="order-screen__note">{t('payBefore', { time: formatDateTime(order.payBefore, i18n.language) })}</p>
            <p className="order-screen__primary">
              <Link className="lg-button lg-button--primary" to={`/pay/${order.id}`}>
                {t('pay')}
              </Link>
            </p>
          </>
        )}
      </Section>
      {order.extensions.length > 0 && <OrderExtensions extensions={order.extensions} />}
      {order.refund && <RefundSection refund={order.refund} />}
      {order.application && <ApplicationSection application={order.application} />}
      {(state === 'live' || state === 'stored') && order.shopHasPhone && (
        <Section as="p">
          <CallShop orderId={order.id} />
        </Section>
      )}
      {actions.length > 0 && (
        <Section aria-labelledby={ids.actions}>
          <SectionHeading level={3} id={ids.actions}>
            {t('actions')}
          </SectionHeading>
          <ul className="pill-row">
            {actions.map((action) => (
              <li key={action.to}>
                <Link className="lg-pill" to={action.to}>
                  {action.label}
                </Link>
                {action.note && <p className="order-screen__note">{action.note}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section as="p">
        <Link className="order-screen__details-link" to={`/detail/${order.id}`}>
          {t('allFields')}
        </Link>
      </Section>
      {isExtending && order.canExtend && onExtendClose && <ExtendDialog order={order} now={now} onClose={onExtendClose} />}
    </article>
  );
}
