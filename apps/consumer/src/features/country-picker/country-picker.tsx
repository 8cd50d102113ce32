import { DEFAULT_SMS_COUNTRIES } from '@luggage/api/contract';
import { useClientConfigQuery } from '@luggage/api/config-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offeredCallingCodes, type CallingCode } from './calling-codes';
import './country-picker.css';

/**
 * The calling codes the login can send codes to (the server's smsCountries, DEFAULT_SMS_COUNTRIES until it
 * answers; see offeredCallingCodes), with a filter box matching a region's name in either language or its
 * code. The current code is marked; choosing one calls `onChoose` with the code.
 */
export function CountryPicker({ current, onChoose }: { current: string; onChoose: (code: string) => void }) {
  const { t } = useTranslation('countryPicker');
  const [filter, setFilter] = useState('');
  const callingCodes = offeredCallingCodes(useClientConfigQuery().data?.smsCountries ?? DEFAULT_SMS_COUNTRIES);
  const needle = filter.trim().replace(/^\+/, '').toLowerCase();
  const namesOf = (entry: CallingCode) =>
    ['en', 'zh-CN'].map((language) => t(`regions.${entry.region}`, { lng: language }).toLowerCase());
  const shown = needle
    ? callingCodes.filter((entry) => entry.code.startsWith(needle) || namesOf(entry).some((name) => name.includes(needle)))
    : callingCodes;

  return (
    <div className="country-picker">
      <label className="country-picker__filter">
        <span className="lg-visually-hidden">{t('filterLabel')}</span>
        <input
          type="search"
          value={filter}
          placeholder={t('filterPlaceholder')}
          onChange={(event) => setFilter(event.target.value)}
        />
      </label>
      <p className="country-picker__status" role="status">
        {needle && (shown.length ? t('matches', { count: shown.length }) : t('noMatch'))}
      </p>
      <ul className="country-picker__list" aria-label={t('listLabel')}>
        {shown.map((entry) => (
          <li key={entry.region}>
            <button
              type="button"
              className="country-picker__option"
              aria-current={entry.code === current ? 'true' : undefined}
              onClick={() => onChoose(entry.code)}
            >
              <span>{t(`regions.${entry.region}`)}</span>{' '}
              <span className="country-picker__code">+{entry.code}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
