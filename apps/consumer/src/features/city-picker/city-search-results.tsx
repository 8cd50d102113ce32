import { useCitySearchQuery } from '@luggage/api/city-api';
import { shouldSearch } from '@luggage/domain/search';
import { Button } from '@luggage/ui/button';
import { useTranslation } from 'react-i18next';
import type { ChosenCity } from '../../shared/map-home/map-home-slice';
import { CityList } from './city-list';

export interface CitySearchResultsProps {
  /** What the traveller has typed, left-trimmed. */
  typed: string;
  /** The typed text once it has rested 1 s: the name searched for. */
  name: string;
  onChoose: (city: ChosenCity) => void;
}

/** The cities matching the searched name, 'searching…' while the typed text has not rested yet. */
export function CitySearchResults({ typed, name, onChoose }: CitySearchResultsProps) {
  const { t } = useTranslation('cityPicker');
  const search = useCitySearchQuery({ name }, { skip: !shouldSearch(name) });

  const isWaiting = name !== typed || !shouldSearch(name) || search.isFetching;
  const cities = isWaiting ? undefined : search.currentData;
  return (
    <>
      <p className="city-picker__message" role="status">
        {isWaiting && t('searching')}
        {cities && (cities.length === 0 ? t('noResults') : t('resultCount', { count: cities.length }))}
      </p>
      {!isWaiting && search.isError && (
        <div className="city-picker__message" role="alert">
          <p>{t('searchFailed')}</p>
          <Button variant="secondary" onClick={() => void search.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {cities && (
        <CityList cities={cities} className="city-picker__results" showsProvince onChoose={onChoose} />
      )}
    </>
  );
}
