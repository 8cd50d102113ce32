import { LANGUAGES } from '@luggage/app-shell/i18n';
import { useTranslation } from 'react-i18next';
import { cancellationLocales } from './cancellation-locales';

/**
 * The 'cancellation' texts. The namespace is added to the app's i18n when a cancellation screen first
 * renders, so these texts load with the lazy routes that use them.
 */
export function useCancellationTranslation() {
  const { i18n } = useTranslation();
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'cancellation')) {
      i18n.addResourceBundle(language, 'cancellation', cancellationLocales.cancellation[language]);
    }
  }
  return useTranslation('cancellation');
}
