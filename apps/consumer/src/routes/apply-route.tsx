import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { ApplyCancelScreen } from '../features/cancellation/apply-screen';

/** #/apply?id={orderId} (spec §2): applying to the shop for cancellation after the free-cancellation deadline; logged-in travellers only. */
export function ApplyRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.apply')} />
      <main>
        <RequireUser>{() => <ApplyCancelScreen orderId={params.get('id')} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
