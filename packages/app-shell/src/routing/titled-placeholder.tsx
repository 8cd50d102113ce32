import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PlaceholderScreen } from './placeholder-screen';

/** The handle a placeholder route carries: the i18n key of its title ('ns:key'). */
export interface PlaceholderHandle {
  titleKey: string;
}

/** Renders the placeholder of the deepest matched route, titled from its handle. */
export function TitledPlaceholder() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle | undefined;
  return <PlaceholderScreen title={handle ? t(handle.titleKey) : ''} />;
}
