import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { OrderLoader } from '../shared/orders/order-loader';
import { OrderScreen } from '../features/orders/order-screen';

/** #/order/{id}: one of the traveller's orders and what can be done with it (spec §2), for logged-in consumers. */
export function OrderRoute() {
  const { t } = useTranslation('consumer');
  const { id } = useParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.order')} />
      <main>
        <RequireUser>{() => <OrderLoader orderId={id} endsOn="anyRefusal">{(order) => <OrderScreen order={order} now={now} />}</OrderLoader>}</RequireUser>
      </main>
    </div>
  );
}
