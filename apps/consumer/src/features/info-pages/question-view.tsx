import type { ContentPage, FaqEntry } from '@luggage/api/contract';
import { EmptyState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody } from './page-body';
import { Card } from '@luggage/ui/layout';
import { ContentSections } from './content-sections';

function findEntry(page: ContentPage, id: string | null): FaqEntry | undefined {
  return page.sections.flatMap((section) => (section.kind === 'faq' ? section.entries : [])).find((entry) => entry.id === id);
}

/**
 * One FAQ entry by its id ('#/question?id=refund'), with a link back to all the common questions, and the
 * page's way to reach support when the server added one.
 */
export function QuestionView({ id }: { id: string | null }) {
  const { t } = useTranslation('infoPages');
  const backLink = (
    <Link className="info-page__back-link" to="/questions">
      {t('allQuestions')}
    </Link>
  );
  return (
    <PageBody
      name="questions"
      render={(page) => {
        const entry = findEntry(page, id);
        if (!entry) {
          return (
            <div className="info-page__not-found">
              <EmptyState text={t('questionNotFound')} />
              {backLink}
            </div>
          );
        }
        const contact = page.sections.filter((section) => section.kind === 'contact');
        return (
          <>
            <Card as="article" isRoomy className="info-page__section">
              <h2 className="info-page__heading">{entry.question}</h2>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {backLink}
            </Card>
            {contact.length > 0 && <ContentSections sections={contact} />}
          </>
        );
      }}
    />
  );
}
