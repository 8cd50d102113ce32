import type { ChangeStoreResponse, Shop } from '@luggage/api/contract';
import { useChangeStoreMutation } from '@luggage/api/order-api';
import { toastShown, useAppDispatch, useRejectionToast } from '@luggage/api/store';
import { shopDisplayName } from '@luggage/domain/shops';
import { formatYuan } from '@luggage/domain/money';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { FactList } from '@luggage/ui/layout';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './move-confirmation.css';

/** Props of {@link MoveConfirmation}. */
export interface MoveConfirmationProps {
  /** The booking to move. */
  orderId: string;
  /** The shop chosen on the map picker. */
  shop: Shop;
  /** Closes the confirmation (cancelled, or the server refused the move). */
  onClose: () => void;
}

/** The difference in words: to pay, to refund or none (fen in, yuan out). */
function differenceText(quote: ChangeStoreResponse, t: (key: string, values?: Record<string, string>) => string) {
  if (quote.difference > 0) return t('toPay', { amount: formatYuan(quote.difference) });
  if (quote.difference < 0) return t('toRefund', { amount: formatYuan(-quote.difference) });
  return t('same');
}

/**
 * Confirming a change of shop from the map picker: prices the move on the server (change_store's dry run)
 * and asks, with the new amount and the difference; confirming makes the move. A dearer shop goes to the
 * payment of its supplementary order (#/pay/{id}, which opens the booking's voucher once paid); otherwise the order page opens with a toast. A refusal (no room, not movable) is a toast and closes.
 */
export function MoveConfirmation({ orderId, shop, onClose }: MoveConfirmationProps) {
  const { t, i18n } = useTranslation('changeShop');
  const dispatch = useAppDispatch();
  const showRejection = useRejectionToast();
  const navigate = useNavigate();
  const [changeStore, { isLoading }] = useChangeStoreMutation();
  const [quote, setQuote] = useState<ChangeStoreResponse | null>(null);
  const name = shopDisplayName(shop, i18n.language);

  // Priced once per order and shop: a new onClose from the caller's render must not price it again.
  const refused = useEffectEvent((error: unknown) => {
    showRejection(error);
    onClose();
  });
  useEffect(() => {
    let isCurrent = true;
    void changeStore({ orderId, storeId: shop.id, dryRun: true }).then((result) => {
      if (!isCurrent) return;
      if (result.data) setQuote(result.data);
      else refused(result.error);
    });
    return () => {
      isCurrent = false;
    };
  }, [changeStore, orderId, shop.id]);

  const confirm = async () => {
    const result = await changeStore({ orderId, storeId: shop.id, dryRun: false });
    if (!result.data) {
      showRejection(result.error);
      onClose();
      return;
    }
    const { supplement, refundAmount } = result.data;
    if (supplement) {
      void navigate(`/pay/${supplement.orderId}`);
      return;
    }
    dispatch(toastShown({ text: refundAmount > 0 ? t('movedRefund', { shop: name, amount: formatYuan(refundAmount) }) : t('moved', { shop: name }) }));
    void navigate(`/order/${orderId}`, { replace: true });
  };

  if (!quote) return <p className="lg-visually-hidden" role="status">{t('pricing', { shop: name })}</p>;
  return (
    <ConfirmDialog
      open
      title={t('title', { shop: name })}
      message={
        <>
          <FactList className="move-confirmation__facts" isValueEnd>
            <dt>{t('newAmount')}</dt>
            <dd>{t('yuan', { amount: formatYuan(quote.payAmount) })}</dd>
            <dt>{t('difference')}</dt>
            <dd>{differenceText(quote, t)}</dd>
          </FactList>
          <p className="move-confirmation__note">{t('sameDays')}</p>
        </>
      }
      confirmText={quote.difference > 0 ? t('confirmAndPay') : t('confirm')}
      cancelText={t('cancel')}
      onConfirm={() => {
        if (!isLoading) void confirm();
      }}
      onCancel={onClose}
    />
  );
}
