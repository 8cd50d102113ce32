import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { metresPerPixel } from '../geo/metres-per-pixel';
import type { MapHandle } from './map-library';
import { useMapMarker } from './use-map-marker';

/** Where the traveller is (GCJ-02), how sure the device is (`accuracy`, metres) and the dot's accessible name. */
export interface TravellerPosition {
  lng: number;
  lat: number;
  accuracy: number;
  /** 'you are here'. */
  name: string;
}

/** A circle wider than this (px) covers any phone screen; capping it keeps the element a sane size. */
const MAX_CIRCLE_PX = 4096;

/**
 * The 'you are here' dot: a blue dot centred on the traveller inside a translucent circle whose radius is
 * the position's accuracy at the map's current zoom (resized as the map zooms). An image named `name`.
 */
export function TravellerMarker({ map, position }: { map: MapHandle; position: TravellerPosition }) {
  const { lng, lat, accuracy } = position;
  const element = useMapMarker(map, lng, lat, 'luggage-map-traveller', 'center');
  const circleRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const resize = (zoom: number) => {
      const diameter = Math.min(MAX_CIRCLE_PX, (2 * accuracy) / metresPerPixel(lat, zoom));
      circleRef.current?.style.setProperty('--luggage-accuracy-diameter', `${diameter.toFixed(1)}px`);
    };
    resize(map.getZoom());
    return map.onZoom(resize);
  }, [map, lat, accuracy]);

  return createPortal(
    <span className="luggage-map-traveller__body" role="img" aria-label={position.name}>
      <span ref={circleRef} className="luggage-map-traveller__accuracy" data-testid="traveller-accuracy" />
      <span className="luggage-map-traveller__dot" />
    </span>,
    element,
  );
}
