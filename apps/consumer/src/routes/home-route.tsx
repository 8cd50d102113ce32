import { LanguageSwitch } from '@luggage/app-shell/i18n';
import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { NearbyShopsMap } from '../features/nearby-map/nearby-shops-map';

const MAIN_WEBSITE_URL = import.meta.env.VITE_MAIN_WEBSITE_URL ?? '#/about';

/** #/ and #/home: the map home (spec §2 Home screen). */
export function HomeRoute() {
  const { t } = useTranslation('consumer');
  return (
    <div className="screen screen--full">
      <ScreenTopBar title={t('titles.home')} showBack={false} menuHomeHref={MAIN_WEBSITE_URL} />
      <div className="home__tools">
        <LanguageSwitch />
      </div>
      <NearbyShopsMap />
    </div>
  );
}
