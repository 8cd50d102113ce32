import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NearbyShopRow } from './nearby-shop-row';
import type { DistanceOrigin, NearbyShop } from './nearby-shops';

export interface NearbyShopListProps {
  shops: readonly NearbyShop[];
  distanceFrom: DistanceOrigin['kind'];
  onSelect: (id: number) => void;
}

/**
 * The nearby shops as a list behind a toggle: the way to them without the map (keyboard, screen readers),
 * and the facts that decide which one (price from, rating, opening, units left, distance).
 */
export function NearbyShopList({ shops, distanceFrom, onSelect }: NearbyShopListProps) {
  const { t } = useTranslation('consumer');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (shops.length === 0) return null;
  return (
    <div className="nearby-list">
      <button
        type="button"
        className="lg-pill lg-floating"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('map.listToggle', { count: shops.length })}
      </button>
      {isOpen && (
        <ul id={listId} className="nearby-list__items" aria-label={t('map.listLabel')}>
          {shops.map((nearby) => (
            <li key={nearby.shop.id}>
              <NearbyShopRow
                nearby={nearby}
                distanceFrom={distanceFrom}
                onSelect={() => {
                  setIsOpen(false);
                  onSelect(nearby.shop.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
