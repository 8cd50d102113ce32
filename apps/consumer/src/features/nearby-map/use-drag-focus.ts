import { useAppDispatch } from '@luggage/api/store';
import { MAP_DRAG_DEBOUNCE_MS } from '@luggage/domain/search';
import { useEffect, useState } from 'react';
import { focusMoved, type MapFocus } from '../../shared/map-home/map-home-slice';
import { useDebouncedValue } from '../../shared/use-debounced-value';

/** Closer than this (degrees, about 1 m) to the focus counts as not moved: the map just flew there. */
const SAME_PLACE_DEGREES = 1e-5;

/**
 * The map's move-end handler for the home (spec §4, §9): once the map has rested 0.5 s away from the
 * focus, the focus moves there, so the shops around the new centre load. A fly to the focus itself is no move.
 */
export function useDragFocus(focus: MapFocus): (center: readonly [number, number]) => void {
  const dispatch = useAppDispatch();
  const [restedCenter, setRestedCenter] = useState<readonly [number, number] | null>(null);
  const [draggedTo] = useDebouncedValue(restedCenter, MAP_DRAG_DEBOUNCE_MS);

  useEffect(() => {
    if (draggedTo) dispatch(focusMoved({ lng: draggedTo[0], lat: draggedTo[1], source: 'dragged' }));
  }, [dispatch, draggedTo]);

  return (center) => {
    const hasMoved =
      Math.abs(center[0] - focus.lng) > SAME_PLACE_DEGREES || Math.abs(center[1] - focus.lat) > SAME_PLACE_DEGREES;
    if (hasMoved) setRestedCenter([center[0], center[1]]);
  };
}
