/** The two UI languages. */
export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is remembered. */
export const LANGUAGE_STORAGE_KEY = 'luggage.lang';

/** Chinese for any zh-* browser language, English otherwise. */
export function toSupportedLanguage(detected: string | undefined): Language {
  return detected?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
