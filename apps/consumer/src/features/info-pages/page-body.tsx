import type { ContentPage, ContentPageName } from '@luggage/api/contract';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { ContentSections } from './content-sections';
import { useContentPage } from './use-content-page';
import './info-page.css';

/** Props of {@link PageBody}. */
export interface PageBodyProps {
  name: ContentPageName;
  /** What to show once the page has loaded; all of its sections by default. */
  render?: (page: ContentPage) => ReactNode;
}

const renderSections = (page: ContentPage) => <ContentSections sections={page.sections} />;

/** An information page's content while loading, failed (with a retry) or loaded. */
export function PageBody({ name, render = renderSections }: PageBodyProps) {
  const { t } = useTranslation('infoPages');
  const page = useContentPage(name);
  if (page.isError) return <ErrorState message={apiErrorText(page.error, t)} onRetry={() => void page.refetch()} />;
  if (!page.currentData) return <LoadingState text={t('loading')} />;
  return render(page.currentData);
}
