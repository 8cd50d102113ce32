import { Button } from '@luggage/ui/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfoPage } from '../features/info-pages/info-page';

/** #/guide: the three steps of booking storage, ending with the way to the map home. */
export function GuideRoute() {
  const { t } = useTranslation(['consumer', 'infoPages']);
  const navigate = useNavigate();
  return (
    <InfoPage
      name="guide"
      fallbackTitle={t('titles.guide')}
      footer={<Button onClick={() => void navigate('/')}>{t('infoPages:toMap')}</Button>}
    />
  );
}
