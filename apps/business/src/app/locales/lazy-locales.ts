import type { LazyLocales } from '@luggage/app-shell/i18n';

/** A feature's locale module: its English and Chinese texts. */
type FeatureLocales = { en: Record<string, unknown>; zhCN: Record<string, unknown> };

/** Loads a feature's locale module (a chunk of its own) as a namespace's texts. */
const load = (importModule: () => Promise<FeatureLocales>) => async () => {
  const { en, zhCN } = await importModule();
  return { en, 'zh-CN': zhCN };
};

/**
 * The namespaces left out of the entry (see firstScreenLocales), each loaded when a screen first asks for it
 * by name (useTranslation) and preloaded once the first screen is up (mountApp).
 */
export const lazyBusinessLocales = {
  counter: load(() => import('../../features/counter/counter-locales')),
  shopDay: load(() => import('../../features/shop-day/shop-day-locales')),
  reports: load(() => import('../../features/reports/reports-locales')),
  requests: load(() => import('../../features/requests/requests-locales')),
  reviews: load(() => import('../../features/reviews/reviews-locales')),
} satisfies LazyLocales;
