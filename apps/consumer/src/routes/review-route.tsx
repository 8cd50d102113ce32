import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { ReviewScreen } from '../features/review/review-screen';

/** #/review?id={orderId} (spec §2): reviewing an order; logged-in travellers only. */
export function ReviewRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.review')} />
      <main>
        <RequireUser>{() => <ReviewScreen orderId={params.get('id')} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
