import { orderIdSchema, type OrderDetail } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useOrderInfoQuery } from '@luggage/api/order-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryErrorMessage } from '../../app/query-error-message';
import './orders.css';

/** Props of {@link OrderLoader}. */
export interface OrderLoaderProps {
  /** The id from the URL, as typed: anything but an order id is an unknown order. */
  orderId: string | undefined;
  children: (order: OrderDetail) => ReactNode;
}

/**
 * Loads one of the traveller's orders and renders it, or the loading state, or why it cannot: an unknown
 * order (or another user's, refused alike) with the way back to the list, a failed load with 'retry'.
 */
export function OrderLoader({ orderId, children }: OrderLoaderProps) {
  const { t } = useTranslation('orders');
  const id = orderIdSchema.safeParse(orderId);
  const order = useOrderInfoQuery(id.success ? { orderId: id.data } : skipToken);

  if (!id.success || (isApiError(order.error) && order.error.code === 'statusFalsy')) {
    return (
      <div className="order-screen__state">
        <ErrorState message={id.success ? queryErrorMessage(order.error, t) : t('invalidOrder')} />
        <Link className="lg-pill" to="/orders">
          {t('backToOrders')}
        </Link>
      </div>
    );
  }
  if (order.isError && !order.currentData) {
    return <ErrorState message={queryErrorMessage(order.error, t)} onRetry={() => void order.refetch()} />;
  }
  if (!order.currentData) return <LoadingState text={t('loadingOrder')} />;
  return children(order.currentData);
}
