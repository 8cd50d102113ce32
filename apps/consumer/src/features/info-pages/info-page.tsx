import { ScreenFrame } from '@luggage/app-shell/routing';
import type { ContentPageName } from '@luggage/api/contract';
import type { ReactNode } from 'react';
import { PageBody } from './page-body';
import { useContentPage } from './use-content-page';

/** Props of {@link InfoPage}. */
export interface InfoPageProps {
  name: ContentPageName;
  /** The top bar's title until the page (and its own title) has loaded. */
  fallbackTitle: string;
  /** Shown under the loaded page, e.g. the guide's way to the map. */
  footer?: ReactNode;
}

/** A whole information screen: the top bar with the page's title, then its sections in the UI language. */
export function InfoPage({ name, fallbackTitle, footer }: InfoPageProps) {
  const page = useContentPage(name);
  return (
    <ScreenFrame title={page.currentData?.title ?? fallbackTitle} mainClassName="info-page">
      <PageBody name={name} />
      {page.currentData && footer && <div className="info-page__footer">{footer}</div>}
    </ScreenFrame>
  );
}
