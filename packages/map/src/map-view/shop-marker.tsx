import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LngLatTuple } from '../geo/lng-lat';
import type { MapHandle } from './map-library';

/** A shop shown on the map. Coordinates are GCJ-02. */
export interface MapMarker<Id extends string | number = string | number> {
  id: Id;
  lng: number;
  lat: number;
  /** The shop's name: the marker button's accessible name. */
  name: string;
}

interface ShopMarkerProps<Id extends string | number> {
  map: MapHandle;
  marker: MapMarker<Id>;
  isSelected: boolean;
  onSelect: (id: Id) => void;
}

/** A yellow pin: a real button in a map marker element, pressed when its shop is selected. */
export function ShopMarker<Id extends string | number>({ map, marker, isSelected, onSelect }: ShopMarkerProps<Id>) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.className = 'luggage-map-marker';
    return div;
  });
  const { lng, lat } = marker;

  useEffect(() => {
    const position: LngLatTuple = [lng, lat];
    const added = map.addMarker(element, position);
    return () => added.remove();
  }, [map, element, lng, lat]);

  useEffect(() => {
    element.classList.toggle('luggage-map-marker--selected', isSelected);
  }, [element, isSelected]);

  return createPortal(
    <button
      type="button"
      className="luggage-map-pin"
      aria-label={marker.name}
      aria-pressed={isSelected}
      onClick={() => onSelect(marker.id)}
    >
      <svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">
        <path
          className="luggage-map-pin__body"
          d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1z"
        />
        <circle cx="14" cy="13.5" r="5" fill="#ffffff" />
      </svg>
    </button>,
    element,
  );
}
