import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cityDisplayName } from '../../shared/map-home/city-display-name';
import type { ChosenCity } from '../../shared/map-home/map-home-slice';
import './city-button.css';

export interface CityButtonProps {
  city: ChosenCity;
  /** False greys the city out with a 'not covered yet' note; it can still be chosen. */
  isCovered: boolean;
  /** A second line, e.g. the province of a search result. */
  detail?: string;
  onChoose: (city: ChosenCity) => void;
}

/** One city to choose, named in the UI language; the detail and the 'not covered yet' note describe it. */
export function CityButton({ city, isCovered, detail, onChoose }: CityButtonProps) {
  const { t, i18n } = useTranslation('cityPicker');
  const nameId = useId();
  const detailId = useId();
  const noteId = useId();
  const describedBy = [detail && detailId, !isCovered && noteId].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={isCovered ? 'city-button' : 'city-button city-button--uncovered'}
      aria-labelledby={nameId}
      aria-describedby={describedBy || undefined}
      onClick={() => onChoose(city)}
    >
      <span id={nameId} className="city-button__name">{cityDisplayName(city, i18n.language)}</span>
      {detail && (
        <span id={detailId} className="city-button__detail">
          {detail}
        </span>
      )}
      {!isCovered && (
        <span id={noteId} className="city-button__note">
          {t('notCovered')}
        </span>
      )}
    </button>
  );
}
