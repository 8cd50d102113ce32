import { toSupportedLanguage } from '@luggage/app-shell/i18n';
import type { ContentPageName } from '@luggage/api/contract';
import { useContentPageQuery } from '@luggage/api/content-api';
import { useTranslation } from 'react-i18next';

/** An information page from the server in the UI's language; it follows a language switch. */
export function useContentPage(name: ContentPageName) {
  const { i18n } = useTranslation();
  return useContentPageQuery({ name, lang: toSupportedLanguage(i18n.language) });
}
