import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { CancelScreen } from '../features/cancellation/cancel-screen';

/** #/cancel?id={orderId} (spec §2): the cancellation rule, the deadline and the refund, or why the order cannot be cancelled; logged-in travellers only. */
export function CancelRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.cancel')} />
      <main>
        <RequireUser>{() => <CancelScreen orderId={params.get('id')} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
