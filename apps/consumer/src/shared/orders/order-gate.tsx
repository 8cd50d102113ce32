import { ERROR_MESSAGES, orderIdSchema, type OrderDetail } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useOrderInfoQuery } from '@luggage/api/order-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { OrderNotFound } from './order-not-found';

const NOT_FOUND_TEXTS: readonly string[] = Object.values(ERROR_MESSAGES.orderNotFound);

/** Props of {@link OrderGate}. */
export interface OrderGateProps {
  /** The `id` query parameter as typed; anything but an order id is an unknown order. */
  orderId: string | null;
  children: (order: OrderDetail) => ReactNode;
}

/**
 * The order of an action screen (cancel, apply, edit, review…): loads the traveller's order and renders
 * `children` with it; meanwhile a loading state, on failure the error with a retry, and for an unknown
 * order (or another traveller's) 'order not found'. A reload after an action keeps the screen (and what
 * was typed) in place. Unlike OrderLoader, only 'order not found' ends the screen: another refusal
 * can be retried.
 */
export function OrderGate({ orderId, children }: OrderGateProps) {
  const { t } = useTranslation('orderScreens');
  const id = orderIdSchema.safeParse(orderId);
  const query = useOrderInfoQuery(id.success ? { orderId: id.data } : skipToken);
  const order = id.success && query.data?.id === id.data ? query.data : undefined;
  const isNotFound = !id.success || (isApiError(query.error) && NOT_FOUND_TEXTS.includes(query.error.message ?? ''));

  if (isNotFound) return <OrderNotFound message={t('notFound')} />;
  if (order) return children(order);
  if (query.isError) return <ErrorState message={apiErrorText(query.error, t)} onRetry={() => void query.refetch()} />;
  return <LoadingState text={t('loading')} />;
}
