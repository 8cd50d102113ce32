import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { CancelReasonScreen } from '../features/cancellation/reason-screen';

/** #/reason?id={orderId} (spec §2): the reason, a confirmation and the cancellation with its refund; logged-in travellers only. */
export function ReasonRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.reason')} />
      <main>
        <RequireUser>{() => <CancelReasonScreen orderId={params.get('id')} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
