import { useTranslation } from 'react-i18next';

export interface LocateButtonProps {
  onLocate: () => void;
  isLocating: boolean;
}

/** The map's 'my nearby' button: locates the traveller and shows the shops around them. */
export function LocateButton({ onLocate, isLocating }: LocateButtonProps) {
  const { t } = useTranslation('consumer');
  return (
    <button type="button" className="lg-pill lg-floating" onClick={onLocate} disabled={isLocating} aria-busy={isLocating}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{isLocating ? t('home.locating') : t('home.myNearby')}</span>
    </button>
  );
}
