import { useParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { OrderLoader } from '../shared/orders/order-loader';
import { OrderScreen } from '../features/orders/order-screen';

/** #/order/{id}: one of the traveller's orders and what can be done with it (spec §2), for logged-in consumers. */
export function OrderRoute() {
  const { id } = useParams();
  const now = useNow();
  return (
    <OrderLoader orderId={id} endsOn="anyRefusal">
      {(order) => <OrderScreen order={order} now={now} />}
    </OrderLoader>
  );
}
