import { LANGUAGES } from '@luggage/app-shell/i18n';
import { useTranslation } from 'react-i18next';
import { reviewLocales } from './review-locales';

/**
 * The 'review' texts. The namespace is added to the app's i18n when the review screen first
 * renders, so these texts load with the lazy route that use them.
 */
export function useReviewTranslation() {
  const { i18n } = useTranslation();
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'review')) {
      i18n.addResourceBundle(language, 'review', reviewLocales.review[language]);
    }
  }
  return useTranslation('review');
}
