import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HelpTabs } from '../features/info-pages/help-tabs';

/** #/help: tab=0 (the default) is the service guide, tab=1 the common questions; the tab stays in the URL. */
export function HelpRoute() {
  const { t } = useTranslation('consumer');
  const [params, setParams] = useSearchParams();
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.help')} />
      <main>
        <HelpTabs
          selected={Number(params.get('tab') ?? 0)}
          onSelect={(index) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', String(index));
                return next;
              },
              { replace: true },
            )
          }
        />
      </main>
    </div>
  );
}
