import { orderIdSchema, type OrderDetail } from '@luggage/api/contract';
import { isApiError, isApiErrorOf } from '@luggage/api/errors';
import { useOrderInfoQuery } from '@luggage/api/order-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { OrderNotFound } from './order-not-found';
import { useVoucherSnapshotRefresh } from './use-voucher-snapshot-refresh';

/** Props of {@link OrderLoader}. */
export interface OrderLoaderProps {
  /** The id from the URL as typed (the path's `{id}` or the `id` query): anything but an order id is an unknown order. */
  orderId: string | null | undefined;
  /**
   * Which refusals by the server end the screen with why and the way back to the list:
   * - 'anyRefusal' (the order's own pages: order, detail, pay): any refusal, in the server's words (an
   *   unknown order and another traveller's are refused alike); a malformed id is 'this order does not exist'.
   * - 'notFound' (the action screens: cancel, apply, edit, review…): only an unknown order, as 'order not
   *   found' (a malformed id too); any other refusal shows with a retry, and an order already shown stays.
   */
  endsOn: 'anyRefusal' | 'notFound';
  /** Renders the loaded order; `reload` loads it again (e.g. after the server refused to pay it). */
  children: (order: OrderDetail, reload: () => void) => ReactNode;
}

/**
 * Loads one of the traveller's orders and renders it, or the loading state, or why it cannot: a refusal
 * that ends the screen (`endsOn`) with the way back to the list, any other failure with 'retry'. While
 * the order reloads (after an action, or `reload`) the screen stays in place, and what was typed with it.
 * The saved voucher of the order follows what was loaded.
 */
export function OrderLoader({ orderId, endsOn, children }: OrderLoaderProps) {
  const { t } = useTranslation('orderScreens');
  const id = orderIdSchema.safeParse(orderId);
  const order = useOrderInfoQuery(id.success ? { orderId: id.data } : skipToken);
  const isRefused = isApiError(order.error) && order.error.code === 'statusFalsy';
  useVoucherSnapshotRefresh(order.currentData);

  if (!id.success) return <OrderNotFound message={t(endsOn === 'anyRefusal' ? 'invalidOrder' : 'notFound')} />;
  if (endsOn === 'anyRefusal' && isRefused) return <OrderNotFound message={apiErrorText(order.error, t)} />;
  if (endsOn === 'notFound' && isApiErrorOf(order.error, 'orderNotFound')) return <OrderNotFound message={t('notFound')} />;
  if (order.currentData) return children(order.currentData, () => void order.refetch());
  if (order.isError) return <ErrorState message={apiErrorText(order.error, t)} onRetry={() => void order.refetch()} />;
  return <LoadingState text={t('loading')} />;
}
