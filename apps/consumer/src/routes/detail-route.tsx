import { useParams } from 'react-router';
import { OrderFields } from '../features/orders/order-fields';
import { OrderLoader } from '../shared/orders/order-loader';

/** #/detail/{id}: every field of one of the traveller's orders (spec §2, §3), for logged-in consumers. */
export function DetailRoute() {
  const { id } = useParams();
  return (
    <OrderLoader orderId={id} endsOn="anyRefusal">
      {(order) => <OrderFields order={order} />}
    </OrderLoader>
  );
}
