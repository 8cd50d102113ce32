import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { EditScreen } from '../features/order-edit/edit-screen';

/** #/edit?id={orderId} (spec §2): asking the shop to move the storage days; logged-in travellers only. */
export function EditRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.edit')} />
      <main>
        <RequireUser>{() => <EditScreen orderId={params.get('id')} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
