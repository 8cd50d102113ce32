import { orderIdSchema, type OrderDetail } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useOrderInfoQuery } from '@luggage/api/order-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { OrderNotFound } from './order-not-found';

/** Props of {@link OrderLoader}. */
export interface OrderLoaderProps {
  /** The id from the URL, as typed: anything but an order id is an unknown order. */
  orderId: string | undefined;
  /** Renders the loaded order; `reload` loads it again (e.g. after the server refused to pay it). */
  children: (order: OrderDetail, reload: () => void) => ReactNode;
}

/**
 * Loads one of the traveller's orders and renders it, or the loading state, or why it cannot: any refusal
 * by the server (an unknown order, another user's, refused alike) with its message and the way back to the
 * list, a failed load with 'retry'.
 */
export function OrderLoader({ orderId, children }: OrderLoaderProps) {
  const { t } = useTranslation('orderScreens');
  const id = orderIdSchema.safeParse(orderId);
  const order = useOrderInfoQuery(id.success ? { orderId: id.data } : skipToken);

  if (!id.success || (isApiError(order.error) && order.error.code === 'statusFalsy')) {
    return <OrderNotFound message={id.success ? apiErrorText(order.error, t) : t('invalidOrder')} />;
  }
  if (order.isError && !order.currentData) {
    return <ErrorState message={apiErrorText(order.error, t)} onRetry={() => void order.refetch()} />;
  }
  if (!order.currentData) return <LoadingState text={t('loading')} />;
  return children(order.currentData, () => void order.refetch());
}
