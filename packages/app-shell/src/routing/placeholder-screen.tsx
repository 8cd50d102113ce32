import { EmptyState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { ScreenTopBar } from './screen-top-bar';

/** A titled screen for routes whose content a later release builds. */
export function PlaceholderScreen({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <ScreenTopBar title={title} />
      <main className="lg-screen">
        <EmptyState text={t('placeholder')} />
      </main>
    </>
  );
}
