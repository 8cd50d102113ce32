import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { EditedScreen } from '../features/order-edit/edited-screen';

/** #/edited?id={orderId} (spec §2): the change of days waiting for the shop, with a way to withdraw it; logged-in travellers only. */
export function EditedRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.edited')} />
      <main>
        <RequireUser>{() => <EditedScreen orderId={params.get('id')} />}</RequireUser>
      </main>
    </div>
  );
}
