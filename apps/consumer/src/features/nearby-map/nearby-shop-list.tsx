import type { Shop } from '@luggage/api/contract';
import type { Language } from '@luggage/app-shell/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NearbyShopListProps {
  stores: readonly Shop[];
  language: Language;
  onSelect: (id: number) => void;
}

/** The nearby shops as a list behind a toggle: the way to them without the map (keyboard, screen readers). */
export function NearbyShopList({ stores, language, onSelect }: NearbyShopListProps) {
  const { t } = useTranslation('consumer');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (stores.length === 0) return null;
  return (
    <div className="nearby-list">
      <button
        type="button"
        className="lg-pill lg-floating"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('map.listToggle', { count: stores.length })}
      </button>
      {isOpen && (
        <ul id={listId} className="nearby-list__items" aria-label={t('map.listLabel')}>
          {stores.map((store) => (
            <li key={store.id}>
              <button
                type="button"
                className="lg-list-row"
                onClick={() => {
                  setIsOpen(false);
                  onSelect(store.id);
                }}
              >
                <span className="nearby-list__name">{language === 'en' ? store.en : store.name}</span>
                <span className="nearby-list__meta">
                  {store.distance !== undefined && t('map.distance', { metres: store.distance })} {store.address}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
