import type { Place, PlaceSearchResponse } from '@luggage/api/contract';
import { usePlaceSearchQuery } from '@luggage/api/place-api';
import { normalizeSearchInput, SEARCH_DEBOUNCE_MS, shouldSearch, type SearchHistoryEntry } from '@luggage/domain/search';
import { Button } from '@luggage/ui/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cityDisplayName } from '../../shared/map-home/city-display-name';
import type { ChosenCity } from '../../shared/map-home/map-home-slice';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { HighlightedText } from './highlighted-text';
import { clearSearchHistory, loadSearchHistory, saveSearchHistory } from './search-history-storage';
import '../../shared/pill-row.css';
import './place-search.css';

export interface PlaceSearchProps {
  city: ChosenCity;
  /** How many cities are covered ('N cities'); null while unknown. */
  cityCount: number | null;
  /** The city's hot searches. */
  hotTerms: readonly string[];
  /** A result was chosen: the map moves there. */
  onChoose: (place: Place) => void;
  /** Whether the search panel (hot searches, history or results) is showing. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The home's search bar and panel (spec §2 Home screen, §5): the current city and the covered-city count,
 * the place input (left-trimmed, searching 1 s after the last keystroke), the city's hot searches and the
 * saved history while empty, and the results with the matching text marked — or, when the city has none,
 * the other cities' results under a note.
 */
export function PlaceSearch({ city, cityCount, hotTerms, onChoose, onOpenChange }: PlaceSearchProps) {
  const { t, i18n } = useTranslation('placeSearch');
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [history, setHistory] = useState(loadSearchHistory);
  const [keywords, settleKeywords] = useDebouncedValue(normalizeSearchInput(text), SEARCH_DEBOUNCE_MS);
  const canSearch = isOpen && shouldSearch(keywords);
  const search = usePlaceSearchQuery({ keywords, cityId: city.id }, { skip: !canSearch });
  const panelId = useId();
  const cityName = cityDisplayName(city, i18n.language);

  useEffect(() => onOpenChange?.(isOpen), [isOpen, onOpenChange]);

  const searchNow = (term: string) => {
    setText(term);
    settleKeywords(normalizeSearchInput(term));
  };
  const close = () => {
    setText('');
    settleKeywords('');
    setIsOpen(false);
  };
  const choose = (place: Place) => {
    setHistory(saveSearchHistory({ name: place.name, id: place.id }));
    close();
    onChoose(place);
  };

  return (
    <div className={isOpen ? 'place-search place-search--open' : 'place-search'}>
      <div className="place-search__bar">
        {/* Named by what it shows plus a hidden hint, so the visible words are in the name (WCAG 2.5.3). */}
        <Link to="/city" className="place-search__city">
          <span className="place-search__city-name">{cityName}</span>{' '}
          {cityCount !== null && <span className="place-search__city-count">{t('cityCount', { count: cityCount })}</span>}
          <span className="lg-visually-hidden">{t('chooseCity')}</span>
        </Link>
        <input
          type="search"
          className="place-search__input"
          aria-label={t('inputLabel')}
          aria-controls={isOpen ? panelId : undefined}
          placeholder={t('placeholder')}
          value={text}
          enterKeyHint="search"
          onFocus={() => setIsOpen(true)}
          onChange={(event) => {
            setIsOpen(true);
            setText(normalizeSearchInput(event.target.value));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settleKeywords(normalizeSearchInput(text));
            if (event.key === 'Escape') close();
          }}
        />
        {isOpen && (
          <Button variant="text" className="place-search__cancel" onClick={close}>
            {t('cancel')}
          </Button>
        )}
      </div>
      {isOpen && (
        <div id={panelId} className="place-search__panel">
          {shouldSearch(text) ? (
            <SearchResults
              keywords={keywords}
              cityName={cityName}
              isWaiting={!canSearch || search.isFetching || keywords !== normalizeSearchInput(text)}
              search={search}
              onChoose={choose}
            />
          ) : (
            <Suggestions
              hotTerms={hotTerms}
              history={history}
              onPick={searchNow}
              onClearHistory={() => {
                clearSearchHistory();
                setHistory([]);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

interface SuggestionsProps {
  hotTerms: readonly string[];
  history: readonly SearchHistoryEntry[];
  onPick: (term: string) => void;
  onClearHistory: () => void;
}

function Suggestions({ hotTerms, history, onPick, onClearHistory }: SuggestionsProps) {
  const { t } = useTranslation('placeSearch');
  return (
    <>
      {hotTerms.length > 0 && (
        <section className="place-search__section" aria-labelledby="place-search-hot">
          <h2 id="place-search-hot" className="place-search__heading">
            {t('hotSearches')}
          </h2>
          <ul className="pill-row">
            {hotTerms.map((term) => (
              <li key={term}>
                <button type="button" className="lg-pill" onClick={() => onPick(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {history.length > 0 && (
        <section className="place-search__section" aria-labelledby="place-search-history">
          <div className="place-search__heading-row">
            <h2 id="place-search-history" className="place-search__heading">
              {t('history')}
            </h2>
            <Button variant="text" aria-label={t('clearHistoryLabel')} onClick={onClearHistory}>
              {t('clearHistory')}
            </Button>
          </div>
          <ul className="pill-row">
            {history.map((entry) => (
              <li key={entry.name}>
                <button type="button" className="lg-pill" onClick={() => onPick(entry.name)}>
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

interface SearchResultsProps {
  keywords: string;
  cityName: string;
  isWaiting: boolean;
  search: { data?: PlaceSearchResponse; isError: boolean; refetch: () => unknown };
  onChoose: (place: Place) => void;
}

function SearchResults({ keywords, cityName, isWaiting, search, onChoose }: SearchResultsProps) {
  const { t, i18n } = useTranslation('placeSearch');
  const isEnglish = i18n.language.startsWith('en');
  if (isWaiting) {
    return (
      <p className="place-search__message" role="status">
        {t('searching')}
      </p>
    );
  }
  if (search.isError || !search.data) {
    return (
      <div className="place-search__message" role="alert">
        <p>{t('searchFailed')}</p>
        <Button variant="secondary" onClick={() => void search.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { results, otherCityResults } = search.data;
  const shown = results.length > 0 ? results : otherCityResults;
  return (
    <>
      <p className="place-search__message" role="status">
        {shown.length === 0 ? t('noResults') : t('resultCount', { count: shown.length })}
      </p>
      {results.length === 0 && otherCityResults.length > 0 && (
        <p className="place-search__note">{t('otherCitiesNote', { city: cityName })}</p>
      )}
      <ul className="place-search__results">
        {shown.map((place) => (
          <li key={place.id}>
            <button type="button" className="lg-list-row" onClick={() => onChoose(place)}>
              <span className="place-search__result-name">
                <HighlightedText text={isEnglish && place.en ? place.en : place.name} term={keywords} />
              </span>
              {isEnglish && place.en && (
                <span className="place-search__result-local-name" lang="zh-CN">
                  <HighlightedText text={place.name} term={keywords} />
                </span>
              )}
              <span className="place-search__result-address">
                {results.length === 0 && place.cityName ? `${place.cityName} · ` : ''}
                {place.address || place.district}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
