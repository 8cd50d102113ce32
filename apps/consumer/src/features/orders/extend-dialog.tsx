import { orderSource } from '@luggage/api/client';
import type { CheckoutResponse, OrderDetail } from '@luggage/api/contract';
import { useAddOrderMutation, useCheckoutMutation } from '@luggage/api/order-api';
import { useStoreInventoryQuery } from '@luggage/api/store-api';
import { useRejectionToast } from '@luggage/api/store';
import { goodsCount } from '@luggage/app-shell/i18n';
import { addDays, formatDate, type Instant } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { PanelDialog } from '@luggage/ui/dialogs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../shared/dates/date-field';
import { PAY_NOW } from '../../shared/orders/pay-now';
import { addedDays, EXTENSION_MAX_DAYS, extensionCart } from './extension-cart';
import './extend-dialog.css';

/** Props of {@link ExtendDialog}. */
export interface ExtendDialogProps {
  /** A booking the traveller may extend (`canExtend`). */
  order: OrderDetail;
  now: Instant;
  onClose: () => void;
}

/** The server's price of extending to the chosen end, or that it refused (its words are a toast). */
type Quote = { newEnd: string; checkout: CheckoutResponse } | { newEnd: string; isRefused: true } | null;

/**
 * Extending a booking: the new end date (from the day after the current end, at most
 * {@link EXTENSION_MAX_DAYS} days more), the room left on the added days (inventory with `delay`), and the
 * price the server puts on them (checkout_v2 with delayId; no coupon); 'extend and pay' places the
 * extension (add order, delay 1) and opens its payment at once. A refusal (no room, the booking changed)
 * is a toast with the server's words (spec §8).
 */
export function ExtendDialog({ order, now, onClose }: ExtendDialogProps) {
  const { t, i18n } = useTranslation('orderExtension');
  const navigate = useNavigate();
  const ids = { title: useId(), price: useId() };
  const firstDay = addDays(order.endTime, 1);
  const [newEnd, setNewEnd] = useState(firstDay);
  const [quote, setQuote] = useState<Quote>(null);
  const [checkout] = useCheckoutMutation();
  const [addOrder, adding] = useAddOrderMutation();
  const showRefusal = useRejectionToast();
  const inventory = useStoreInventoryQuery({ storeId: order.storeId, startDate: firstDay, endDate: newEnd, delay: Number(order.id) });
  const added = addedDays(order, newEnd);
  const date = (iso: string) => formatDate(iso, i18n.language);

  useEffect(() => {
    let isCurrent = true;
    void checkout(extensionCart(order, newEnd)).then((result) => {
      if (!isCurrent) return;
      if (result.data) setQuote({ newEnd, checkout: result.data });
      else {
        setQuote({ newEnd, isRefused: true });
        showRefusal(result.error);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [checkout, order, newEnd, showRefusal]);

  const current = quote?.newEnd === newEnd ? quote : null;
  const priced = current && 'checkout' in current ? current.checkout : null;
  const confirm = async () => {
    if (!priced) return;
    const result = await addOrder({ addOrderToken: priced.addOrderToken, order_from: orderSource(navigator.userAgent), delay: 1, delayId: order.id });
    if (result.data) void navigate(`/pay/${result.data.orderId}`, { state: PAY_NOW });
    else showRefusal(result.error);
  };

  return (
    <PanelDialog title={t('title')} titleId={ids.title} closeText={t('close')} onClose={onClose} className="extend-dialog">
      <div className="extend-dialog__body">
        <p className="extend-dialog__note">{t('currentEnd', { date: date(order.endTime) })}</p>
        <DateField
          className="extend-date-field"
          label={t('newEnd')}
          value={newEnd}
          min={firstDay}
          max={addDays(order.endTime, EXTENSION_MAX_DAYS)}
          now={now}
          onDate={(day) => setNewEnd(day)}
        />
        <p className="extend-dialog__note">
          {added.count === 1 ? t('addedDay', { day: date(added.start) }) : t('added', { count: added.count, start: date(added.start), end: date(added.end) })}
        </p>
        {inventory.data && (
          <section className="extend-dialog__room" aria-label={t('availability')}>
            <ul className="extend-dialog__days">
              {inventory.data.days.map((day) => (
                <li key={day.date}>
                  {order.goodsList
                    .map(({ goodsId }) =>
                      t('left', { date: date(day.date), items: goodsCount(t, goodsId, day.inventory.find((item) => item.goodsId === goodsId)?.count ?? 0) }),
                    )
                    .join(' · ')}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="extend-dialog__price" aria-live="polite" id={ids.price}>
          {!current && <p className="extend-dialog__note">{t('pricing')}</p>}
          {current && 'isRefused' in current && <p className="extend-dialog__error">{t('noPrice')}</p>}
          {priced && (
            <>
              <p className="extend-dialog__label">{t('toPay')}</p>
              <p className="extend-dialog__amount">{t('yuan', { amount: formatYuan(priced.payAmount) })}</p>
              <p className="extend-dialog__note">{t('noCoupon')}</p>
            </>
          )}
        </div>
        <Button onClick={() => void confirm()} disabled={!priced || adding.isLoading} aria-describedby={ids.price}>
          {adding.isLoading ? t('adding') : t('confirm', { amount: formatYuan(priced?.payAmount ?? 0) })}
        </Button>
      </div>
    </PanelDialog>
  );
}
