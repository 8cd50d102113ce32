import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { ApplicationReasonScreen } from '../features/cancellation/reason2-screen';

/** #/reason2?id={orderId} (spec §2): changing the reason of the pending cancellation application; logged-in travellers only. */
export function Reason2Route() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.reason2')} />
      <main>
        <RequireUser>{() => <ApplicationReasonScreen orderId={params.get('id')} />}</RequireUser>
      </main>
    </div>
  );
}
