import { useTranslation } from 'react-i18next';
import './language-switch.css';
import { LANGUAGES, toSupportedLanguage } from './languages';

const LABELS = { 'zh-CN': '中文', en: 'English' } as const;

/** A two-button language switch; the choice is remembered by the i18n detector's cache. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation('shell');
  const current = toSupportedLanguage(i18n.language);
  return (
    <div className="lg-language-switch" role="group" aria-label={t('language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {LABELS[language]}
        </button>
      ))}
    </div>
  );
}
