import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuestionView } from '../features/info-pages/question-view';

/** #/question?id=…: one of the common questions with its answer. */
export function QuestionRoute() {
  const { t } = useTranslation('consumer');
  const [params] = useSearchParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.question')} />
      <main className="info-page">
        <QuestionView id={params.get('id')} />
      </main>
    </div>
  );
}
