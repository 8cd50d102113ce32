import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { RequireUser } from '../app/require-user';
import { UserCentre } from '../features/user-centre/user-centre';

/** #/center: the user centre, for logged-in consumers only (spec §2). */
export function CenterRoute() {
  const { t } = useTranslation('consumer');
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.center')} />
      <main>
        <RequireUser>{(session) => <UserCentre session={session} />}</RequireUser>
      </main>
    </div>
  );
}
