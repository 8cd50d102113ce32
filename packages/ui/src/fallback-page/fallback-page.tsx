import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import './fallback-page.css';

/** Props of {@link FallbackPage}. */
export interface FallbackPageProps {
  /** Called by the 'back to home' button; the app navigates to `/`. */
  onHome: () => void;
}

/** The page any unknown route shows (spec §2): a friendly 'page not found' and a way home. */
export function FallbackPage({ onHome }: FallbackPageProps) {
  const { t } = useTranslation('ui');
  return (
    <main className="lg-fallback-page">
      <Icon name="compass" className="lg-fallback-page__icon" />
      <h1 className="lg-fallback-page__title">{t('fallback.title')}</h1>
      <p className="lg-fallback-page__message">{t('fallback.message')}</p>
      <Button onClick={onHome}>{t('fallback.home')}</Button>
    </main>
  );
}
