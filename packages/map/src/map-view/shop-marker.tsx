import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { MapHandle } from './map-library';
import { useMapMarker } from './use-map-marker';

/** A shop shown on the map. Coordinates are GCJ-02. */
export interface MapMarker<Id extends string | number = string | number> {
  id: Id;
  lng: number;
  lat: number;
  /** The marker button's accessible name: the shop and what it offers ('People’s Square shop, from ¥8'); it contains `label`. */
  name: string;
  /** The short text on the marker ('from ¥8', 'full', 'closed'). */
  label: string;
  /** Drawn greyed out: the shop cannot be booked today (full or closed). */
  isMuted?: boolean;
}

interface ShopMarkerProps<Id extends string | number> {
  map: MapHandle;
  marker: MapMarker<Id>;
  isSelected: boolean;
  onSelect: (id: Id) => void;
}

/**
 * A shop's tag on the map: a real button (at least 44 × 44 px to tap) showing the marker's label in a
 * yellow tag pointing at the shop, grey when muted; pressed, dark and larger when its shop is selected.
 */
export function ShopMarker<Id extends string | number>({ map, marker, isSelected, onSelect }: ShopMarkerProps<Id>) {
  const element = useMapMarker(map, marker.lng, marker.lat, 'luggage-map-marker');

  useEffect(() => {
    element.classList.toggle('luggage-map-marker--selected', isSelected);
  }, [element, isSelected]);

  return createPortal(
    <button
      type="button"
      className={['luggage-map-pin', marker.isMuted && 'luggage-map-pin--muted'].filter(Boolean).join(' ')}
      aria-label={marker.name}
      aria-pressed={isSelected}
      onClick={() => onSelect(marker.id)}
    >
      <span className="luggage-map-pin__tag">{marker.label}</span>
      <span className="luggage-map-pin__tip" aria-hidden="true" />
    </button>,
    element,
  );
}
