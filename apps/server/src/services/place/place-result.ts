import type { Place } from '@luggage/api/contract';

/** A search result with its `location` text ('lng,lat') made from its coordinates. */
export function placeResult(fields: Omit<Place, 'location'>): Place {
  return { ...fields, location: `${fields.lng},${fields.lat}` };
}
