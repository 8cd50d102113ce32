import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { useNow } from '../shared/dates/use-now';
import { BookingScreen } from '../features/booking/booking-screen';

/** #/book/{id}: booking storage at a shop (spec §2, §4), for logged-in consumers; a guest logs in first and returns here. */
export function BookRoute() {
  const { t } = useTranslation('consumer');
  const { id } = useParams();
  const now = useNow();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.book')} />
      <main>
        <RequireUser>{() => <BookingScreen shopId={id} now={now} />}</RequireUser>
      </main>
    </div>
  );
}
