import { useCityListQuery } from '@luggage/api/city-api';
import { normalizeSearchInput, SEARCH_DEBOUNCE_MS, shouldSearch } from '@luggage/domain/search';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cityDisplayName } from '../../shared/map-home/city-display-name';
import type { ChosenCity } from '../../shared/map-home/map-home-slice';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { CityButton } from './city-button';
import { CityLetterGroups } from './city-letter-groups';
import { CityList } from './city-list';
import { CitySearchResults } from './city-search-results';
import { groupCitiesByLetter } from './group-cities-by-letter';
import { hotCities } from './hot-cities';
import type { CityChoiceSource } from './use-choose-city';
import './city-picker.css';

export interface CityPickerProps {
  /** The located or chosen city ('your city'). */
  currentCity: ChosenCity;
  /** The city whose shops are loading after it was chosen; null otherwise. */
  choosingCity: ChosenCity | null;
  onChoose: (city: ChosenCity, source: CityChoiceSource) => void;
}

/**
 * The city picker (spec §2 City picker): a city search (left-trimmed, 1 s after the last keystroke or at
 * Enter), and while it is empty 'your city' (greyed when not covered), the hot cities (rank ≤ 12, by
 * rank, covered or not) and the covered cities by pinyin letter with a letter index.
 */
export function CityPicker({ currentCity, choosingCity, onChoose }: CityPickerProps) {
  const { t, i18n } = useTranslation('cityPicker');
  const [text, setText] = useState('');
  // Debounced here, where it lives as long as the screen, so the first keystroke waits its 1 s too.
  const [name, settleName] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const inputId = useId();

  return (
    <div className="city-picker">
      <div className="city-picker__search" role="search">
        <label htmlFor={inputId} className="lg-visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          className="city-picker__input"
          placeholder={t('searchPlaceholder')}
          value={text}
          enterKeyHint="search"
          onChange={(event) => setText(normalizeSearchInput(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settleName(text);
          }}
        />
      </div>
      <p className="city-picker__choosing" role="status">
        {choosingCity && t('choosing', { city: cityDisplayName(choosingCity, i18n.language) })}
      </p>
      {shouldSearch(text) ? (
        <CitySearchResults typed={text} name={name} onChoose={(city) => onChoose(city, 'search')} />
      ) : (
        <CityLists currentCity={currentCity} onChoose={(city) => onChoose(city, 'list')} />
      )}
    </div>
  );
}

interface CityListsProps {
  currentCity: ChosenCity;
  onChoose: (city: ChosenCity) => void;
}

function CityLists({ currentCity, onChoose }: CityListsProps) {
  const { t } = useTranslation('cityPicker');
  const list = useCityListQuery({ hotCities: 'YES' });

  if (list.isLoading) return <LoadingState text={t('loading')} />;
  if (!list.data) return <ErrorState message={t('loadFailed')} retryText={t('retry')} onRetry={() => void list.refetch()} />;

  const covered = list.data.filter((city) => city.covered);
  const hot = hotCities(list.data);
  const groups = groupCitiesByLetter(covered);
  return (
    <>
      <PickerSection title={t('yourCity')}>
        <CityButton city={currentCity} isCovered={covered.some((city) => city.id === currentCity.id)} onChoose={onChoose} />
      </PickerSection>
      {hot.length > 0 && (
        <PickerSection title={t('hotCities')}>
          <CityList cities={hot} className="city-picker__hot" onChoose={onChoose} />
        </PickerSection>
      )}
      <PickerSection title={t('allCities')}>
        {groups.length > 0 ? <CityLetterGroups groups={groups} onChoose={onChoose} /> : <EmptyState text={t('noCities')} />}
      </PickerSection>
    </>
  );
}

function PickerSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="city-picker__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="city-picker__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
