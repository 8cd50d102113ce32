import { useParams, useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { OrderLoader } from '../shared/orders/order-loader';
import { OrderScreen } from '../features/orders/order-screen';

/**
 * #/order/{id}: one of the traveller's orders and what can be done with it (spec §2), for logged-in
 * consumers; `?extend=1` opens the extend dialog (from the order's action or the voucher).
 */
export function OrderRoute() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const now = useNow();
  return (
    <OrderLoader orderId={id} endsOn="anyRefusal">
      {(order) => (
        <OrderScreen order={order} now={now} isExtending={search.get('extend') === '1'} onExtendClose={() => setSearch({}, { replace: true })} />
      )}
    </OrderLoader>
  );
}
