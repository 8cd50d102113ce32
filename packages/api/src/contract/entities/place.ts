import { z } from 'zod';

/**
 * A search result of the place search (spec §3 Search result): a district, town, station, landmark,
 * special place or shop. Coordinates GCJ-02; `location` is the same point as 'lng,lat' text.
 */
export const placeSchema = z.object({
  /** Stable id of the result: 'place-12', 'shop-3', or the maps service's own id. */
  id: z.string().min(1),
  name: z.string(),
  /** English name; '' when the source has none (AMap answers in Chinese). */
  en: z.string(),
  address: z.string(),
  district: z.string(),
  /** 'lng,lat', GCJ-02. */
  location: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/),
  lng: z.number(),
  lat: z.number(),
  /** The city the place is in; null when the maps service did not say or the city is not on our list. */
  cityId: z.number().int().positive().nullable(),
  cityName: z.string(),
});

/** One place search result. */
export type Place = z.infer<typeof placeSchema>;
