import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { VoucherScreen } from '../features/voucher/voucher-screen';

/** #/credence/{id}: the storage voucher of one of the traveller's orders (spec §2), for logged-in consumers. */
export function CredenceRoute() {
  const { t } = useTranslation('consumer');
  const { id } = useParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.credence')} />
      <main>
        <RequireUser>{(session) => <VoucherScreen orderId={id} userId={session.userId} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
