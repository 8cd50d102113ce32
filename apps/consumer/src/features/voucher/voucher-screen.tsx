import { ORDER_ID_PATTERN } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useOrderInfoQuery } from '@luggage/api/order-api';
import { useStoreInfoForOrderQuery } from '@luggage/api/store-api';
import type { Instant } from '@luggage/domain/dates';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import { voucherState } from '@luggage/domain/orders';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderNotFound } from '../../shared/orders/order-not-found';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { saveVoucherSnapshot } from '../../shared/orders/save-voucher-snapshot';
import { useSavedVoucher } from './use-saved-voucher';
import { VoucherView } from './voucher-view';
import './voucher.css';

const isNetworkError = (error: unknown) => isApiError(error) && error.code === 'networkError';

/** Props of {@link VoucherScreen}. */
export interface VoucherScreenProps {
  /** The id from the URL, as typed. */
  orderId: string | undefined;
  /** The logged-in traveller: the saved copy is kept and shown for them only. */
  userId: string;
  now: Instant;
}

/** How often an open voucher waiting for the shop asks whether the luggage is stored, or handed back. */
const VOUCHER_POLL_MS = 15_000;

/**
 * Loads the voucher of one of the traveller's orders: the order, then its shop with the order (info_v3).
 * Every successful load is saved on the device, so a voucher opened once stays readable where the
 * connection is poor (a station, a basement shop): without a network the saved copy is shown, marked
 * as such. Other failures show the error with 'retry'.
 */
export function VoucherScreen({ orderId, userId, now }: VoucherScreenProps) {
  const { t } = useTranslation('voucher');
  const validId = orderId !== undefined && ORDER_ID_PATTERN.test(orderId) ? orderId : undefined;
  // Shown at the counter: always fresh when opened, and while the shop has not stored the luggage, or not
  // handed it back, it asks again now and then, so the traveller sees 'stored' and the photo, then
  // 'completed' without the code, without reloading (and the offline copy follows).
  const order = useOrderInfoQuery(validId === undefined ? skipToken : { orderId: validId }, { refetchOnMountOrArgChange: true });
  const storeId = order.currentData?.storeId;
  const [isWaitingForShop, setWaitingForShop] = useState(false);
  const shop = useStoreInfoForOrderQuery(validId !== undefined && storeId !== undefined ? { storeId, orderId: validId } : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: isWaitingForShop ? VOUCHER_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const loaded = shop.currentData;
  const isOffline = isNetworkError(order.error) || isNetworkError(shop.error);
  const saved = useSavedVoucher(validId, userId, isOffline && !loaded);

  useEffect(() => {
    const state = loaded && voucherState(loaded.order);
    setWaitingForShop(state === 'live' || state === 'stored');
  }, [loaded]);

  useEffect(() => {
    if (!loaded) return;
    const { order: loadedOrder, ...shopDetail } = loaded;
    saveVoucherSnapshot({ userId, order: loadedOrder, shop: shopDetail, savedAt: new Date().toISOString() });
  }, [loaded, userId]);

  if (validId === undefined || (isApiError(order.error) && order.error.code === 'statusFalsy')) {
    return <OrderNotFound message={validId === undefined ? t('notFound') : apiErrorText(order.error, t)} />;
  }
  if (loaded) {
    const { order: loadedOrder, ...shopDetail } = loaded;
    return <VoucherView order={loadedOrder} shop={shopDetail} now={now} />;
  }
  if (isOffline) {
    if (saved) return <VoucherView order={saved.order} shop={saved.shop} now={now} offlineSavedAt={saved.savedAt} />;
    if (saved === undefined) return <LoadingState text={t('loading')} />;
  }
  // A shop that is gone still leaves the voucher of the order itself.
  if (order.currentData && isApiError(shop.error) && shop.error.code === 'shopNotFound') {
    return <VoucherView order={order.currentData} shop={null} now={now} />;
  }
  const error = order.error ?? shop.error;
  if (error) {
    const retry = () => void (order.isError ? order.refetch() : shop.refetch());
    return <ErrorState message={apiErrorText(error, t)} onRetry={retry} />;
  }
  return <LoadingState text={t('loading')} />;
}
