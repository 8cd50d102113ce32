import { useEffect, useState } from 'react';
import type { MapHandle, MarkerAnchor } from './map-library';

/**
 * A marker element of class `className` shown on `map` at (lng, lat) (GCJ-02) while the component is
 * mounted, anchored by `anchor`; moved when the position changes. Returns the element to portal into.
 */
export function useMapMarker(map: MapHandle, lng: number, lat: number, className: string, anchor: MarkerAnchor = 'bottom'): HTMLElement {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.className = className;
    return div;
  });

  useEffect(() => {
    const added = map.addMarker(element, [lng, lat], anchor);
    return () => added.remove();
  }, [map, element, lng, lat, anchor]);

  return element;
}
