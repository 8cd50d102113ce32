import { LANGUAGES } from '@luggage/app-shell/i18n';
import { useTranslation } from 'react-i18next';
import { orderEditLocales } from './order-edit-locales';

/**
 * The 'orderEdit' texts. The namespace is added to the app's i18n when a change-request screen first
 * renders, so these texts load with the lazy routes that use them.
 */
export function useOrderEditTranslation() {
  const { i18n } = useTranslation();
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'orderEdit')) {
      i18n.addResourceBundle(language, 'orderEdit', orderEditLocales.orderEdit[language]);
    }
  }
  return useTranslation('orderEdit');
}
