import { useContentPageQuery } from '@luggage/api/content-api';
import { apiErrorText, toSupportedLanguage } from '@luggage/app-shell/i18n';
import { Card } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import './staff-privacy-route.css';

/**
 * #/privacy: the privacy policy for shop staff (the server's 'staffprivacy' page, in the UI's language), which
 * the business login and the invitation's confirmation ask staff to agree to. Its sections are headings with
 * paragraphs; the back button returns to the sign-in.
 */
export function StaffPrivacyRoute() {
  const { t, i18n } = useTranslation('business');
  const page = useContentPageQuery({ name: 'staffprivacy', lang: toSupportedLanguage(i18n.language) });
  if (page.isError) return <ErrorState message={apiErrorText(page.error, t)} onRetry={() => void page.refetch()} />;
  if (!page.currentData) return <LoadingState />;
  return (
    <div className="staff-privacy">
      {page.currentData.sections.map((section) => (
        <Card as="section" isRoomy key={section.heading}>
          <h2 className="staff-privacy__heading">{section.heading}</h2>
          {section.kind === 'text' && section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </Card>
      ))}
    </div>
  );
}
