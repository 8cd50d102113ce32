import { ERROR_MESSAGES, type ErrorMessageCode, type MessageLanguage } from '../contract/error-messages';

function catalogueIn(language: MessageLanguage): Record<ErrorMessageCode, string> {
  const entries = Object.entries(ERROR_MESSAGES).map(([code, texts]) => [
    code,
    // i18next interpolates {{name}}; the shared catalogue writes {name}.
    texts[language].replace(/\{(\w+)\}/g, '{{$1}}'),
  ]);
  return Object.fromEntries(entries) as Record<ErrorMessageCode, string>;
}

/**
 * The 'api' i18n namespace: the shared error catalogue (spec §8, the server's own messages) in both
 * languages, so the apps and the server never word the same error differently.
 */
export const apiErrorLocales: Record<'en' | 'zh-CN', Record<ErrorMessageCode, string>> = {
  en: catalogueIn('en'),
  'zh-CN': catalogueIn('zh'),
};
