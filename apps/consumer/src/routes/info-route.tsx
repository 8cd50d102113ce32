import type { ContentPageName } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../features/info-pages/info-page';

/** #/about, #/notice, #/questions, #/rule, #/rule2, #/safe, #/agreement and #/privacy: an information page from the server. */
export function InfoRoute({ page }: { page: Exclude<ContentPageName, 'guide' | 'help'> }) {
  const { t } = useTranslation('consumer');
  return <InfoPage name={page} fallbackTitle={t(`titles.${page}`)} />;
}
