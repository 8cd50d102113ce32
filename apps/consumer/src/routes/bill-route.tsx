import { useParams } from 'react-router';
import { InvoiceScreen } from '../features/invoice/invoice-screen';

/** #/bill/{id} (spec §2): the electronic invoice of an order; logged-in travellers only. */
export function BillRoute() {
  const { id } = useParams();
  return <InvoiceScreen orderId={id} />;
}
