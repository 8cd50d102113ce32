import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { ApplicationTipScreen } from '../features/cancellation/applytip-screen';

/** #/applytip?id={orderId} (spec §2): the pending cancellation application: withdraw it or change its reason; logged-in travellers only. */
export function ApplytipRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.applytip')} />
      <main>
        <RequireUser>{() => <ApplicationTipScreen orderId={params.get('id')} />}</RequireUser>
      </main>
    </div>
  );
}
