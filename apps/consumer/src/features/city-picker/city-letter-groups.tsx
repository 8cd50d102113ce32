import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenCity } from '../../shared/map-home/map-home-slice';
import { CityList } from './city-list';
import type { CityLetterGroup } from './group-cities-by-letter';

export interface CityLetterGroupsProps {
  groups: readonly CityLetterGroup[];
  onChoose: (city: ChosenCity) => void;
}

/**
 * The covered cities under a heading per pinyin letter, and the letter index at the side: a letter
 * scrolls its group to the top and moves the focus to its heading, so keyboard and screen-reader users
 * land there too.
 */
export function CityLetterGroups({ groups, onChoose }: CityLetterGroupsProps) {
  const { t } = useTranslation('cityPicker');
  const idPrefix = useId();
  const headingId = (letter: string) => `${idPrefix}letter-${letter}`;

  const jumpTo = (letter: string) => {
    const heading = document.getElementById(headingId(letter));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      {groups.map(({ letter, cities }) => (
        <div key={letter} className="city-picker__group">
          <h3 id={headingId(letter)} className="city-picker__letter" tabIndex={-1}>
            {letter}
          </h3>
          <CityList cities={cities} className="city-picker__list" labelledBy={headingId(letter)} onChoose={onChoose} />
        </div>
      ))}
      <nav className="city-picker__index" aria-label={t('letterIndex')}>
        <ul>
          {groups.map(({ letter }) => (
            <li key={letter}>
              <button type="button" className="city-picker__index-letter" aria-label={t('letterLabel', { letter })} onClick={() => jumpTo(letter)}>
                {letter}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
