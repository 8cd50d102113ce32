import { useSearchParams } from 'react-router';
import { QuestionView } from '../features/info-pages/question-view';

/** #/question?id=…: one of the common questions with its answer. */
export function QuestionRoute() {
  const [params] = useSearchParams();
  return (
    <div className="info-page">
      <QuestionView id={params.get('id')} />
    </div>
  );
}
