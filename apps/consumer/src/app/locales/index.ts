import { firstScreenLocales } from './first-screen-locales';
import { lazyLocaleTexts } from './lazy-locale-texts';

/**
 * Every namespace of the consumer app, all bundled: for tests and stories. The app itself starts with
 * firstScreenLocales and loads the rest as lazyConsumerLocales (main.tsx).
 */
export const consumerLocales = { ...firstScreenLocales, ...lazyLocaleTexts };
