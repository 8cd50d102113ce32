import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { OrderList } from '../features/orders/order-list';

/** #/orders: the traveller's orders (spec §2), for logged-in consumers; a guest logs in first and returns here. */
export function OrdersRoute() {
  const { t } = useTranslation('consumer');
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.orders')} />
      <main>
        <RequireUser>{() => <OrderList now={now} />}</RequireUser>
      </main>
    </div>
  );
}
