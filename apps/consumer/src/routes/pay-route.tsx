import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { PayScreen } from '../features/payment/pay-screen';

/** #/pay/{id}: paying one of the traveller's orders (spec §2), for logged-in consumers. */
export function PayRoute() {
  const { t } = useTranslation('consumer');
  const { id } = useParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.pay')} />
      <main>
        <RequireUser>{() => <PayScreen orderId={id} />}</RequireUser>
      </main>
    </div>
  );
}
