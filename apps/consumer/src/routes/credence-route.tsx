import { useSignedInSession } from '@luggage/app-shell/routing';
import { useParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { VoucherScreen } from '../features/voucher/voucher-screen';

/** #/credence/{id}: the storage voucher of one of the traveller's orders (spec §2), for logged-in consumers. */
export function CredenceRoute() {
  const { id } = useParams();
  const { userId } = useSignedInSession();
  const now = useNow();
  return <VoucherScreen orderId={id} userId={userId} now={now} />;
}
