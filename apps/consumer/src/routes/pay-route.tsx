import { useParams } from 'react-router';
import { PayScreen } from '../features/payment/pay-screen';

/** #/pay/{id}: paying one of the traveller's orders (spec §2), for logged-in consumers. */
export function PayRoute() {
  const { id } = useParams();
  return <PayScreen orderId={id} />;
}
