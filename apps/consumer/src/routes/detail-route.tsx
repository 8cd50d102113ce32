import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { OrderFields } from '../features/orders/order-fields';
import { OrderLoader } from '../shared/orders/order-loader';

/** #/detail/{id}: every field of one of the traveller's orders (spec §2, §3), for logged-in consumers. */
export function DetailRoute() {
  const { t } = useTranslation('consumer');
  const { id } = useParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.detail')} />
      <main>
        <RequireUser>{() => <OrderLoader orderId={id} endsOn="anyRefusal">{(order) => <OrderFields order={order} />}</OrderLoader>}</RequireUser>
      </main>
    </div>
  );
}
