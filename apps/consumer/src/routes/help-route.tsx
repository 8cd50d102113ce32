import { useSearchParams } from 'react-router';
import { HelpTabs } from '../features/info-pages/help-tabs';

/** #/help: tab=0 (the default) is the service guide, tab=1 the common questions; the tab stays in the URL. */
export function HelpRoute() {
  const [params, setParams] = useSearchParams();
  return (
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
  );
}
