import { comboOrderIdSchema, type ComboOrder } from '@luggage/api/contract';
import { useComboOrderInfoQuery } from '@luggage/api/combo-api';
import { isApiError } from '@luggage/api/errors';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateWithLink } from '../../shared/state-with-link';

/**
 * Loads one of the traveller's combo orders (its status as the server reads it now, on every visit, spec §4) and renders
 * it, or the loading state, or why it cannot: unknown, another traveller's or a malformed id end the screen
 * with the way to my combo packages; any other failure offers 'retry'. While it reloads (after paying or
 * refunding) the screen stays.
 */
export function ComboOrderLoader({ comboOrderId, children }: { comboOrderId: string | undefined; children: (order: ComboOrder) => ReactNode }) {
  const { t } = useTranslation('combo');
  const id = comboOrderIdSchema.safeParse(comboOrderId);
  // Read afresh on every visit: a booking elsewhere may have used or freed one of its days since.
  const order = useComboOrderInfoQuery(id.success ? { comboOrderId: id.data } : skipToken, { refetchOnMountOrArgChange: true });
  if (!id.success || (isApiError(order.error) && order.error.code === 'statusFalsy')) {
    return (
      <StateWithLink to="/combo/orders" label={t('myComboOrders')}>
        <ErrorState message={id.success ? apiErrorText(order.error, t) : t('orderNotFound')} />
      </StateWithLink>
    );
  }
  if (order.currentData) return children(order.currentData);
  if (order.isError) return <ErrorState message={apiErrorText(order.error, t)} onRetry={() => void order.refetch()} />;
  return <LoadingState text={t('loadingOrder')} />;
}
