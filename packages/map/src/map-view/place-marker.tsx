import { createPortal } from 'react-dom';
import type { MapHandle } from './map-library';
import { useMapMarker } from './use-map-marker';

/** A searched place (GCJ-02): `label` is written beside its pin, `name` is the pin's accessible name. */
export interface SearchedPlaceMarker {
  lng: number;
  lat: number;
  /** 'searched place: People’s Square'; contains `label`. */
  name: string;
  /** The place's name ('People’s Square'). */
  label: string;
}

/** The searched place: a red pin (unlike the shops' tags) with the place's name beside it; an image, not a control. */
export function PlaceMarker({ map, place }: { map: MapHandle; place: SearchedPlaceMarker }) {
  const element = useMapMarker(map, place.lng, place.lat, 'luggage-map-place');
  return createPortal(
    <span className="luggage-map-place__body" role="img" aria-label={place.name}>
      <svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">
        <path
          className="luggage-map-place__pin"
          d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1z"
        />
        <circle cx="14" cy="13.5" r="5" fill="#ffffff" />
      </svg>
      <span className="luggage-map-place__label" aria-hidden="true">
        {place.label}
      </span>
    </span>,
    element,
  );
}
