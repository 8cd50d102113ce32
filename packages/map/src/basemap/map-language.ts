/** The languages the map labels come in; the app's i18n languages. */
export type MapLanguage = 'zh-CN' | 'en';
