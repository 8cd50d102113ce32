import { z } from 'zod';
import { PLACE_KINDS } from '../database-schema';
import { namePinyin } from './name-pinyin';

const goodsNumbers = z.object({ '1': z.number().int().min(0), '2': z.number().int().min(0) }).partial();

/** Shape of seed-data/cities.json. Coordinates GCJ-02 (city centre). */
export const seedCitySchema = z.object({
  id: z.number().int().positive(),
  adcode: z.union([z.string(), z.number()]).transform(String),
  name: z.string().min(1),
  en: z.string().min(1),
  initials: z.string().min(1),
  firstLetter: z.string().length(1),
  province: z.string(),
  lng: z.number(),
  lat: z.number(),
  covered: z.boolean(),
  hot: z.number().int().positive().nullable(),
  hots: z.union([z.string(), z.array(z.string()).transform((terms) => terms.join(','))]).nullable().optional(),
});

/** Shape of seed-data/shops.json. Coordinates GCJ-02; prices in fen per item per day; capacity per day. */
export const seedShopSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  en: z.string(),
  lng: z.number(),
  lat: z.number(),
  address: z.string(),
  /** The address in English; absent when the seed has none. */
  addressEn: z.string().min(1).optional(),
  businessTime: z.string(),
  /** The shop's phone (its owner's mobile in the demo data), called through a protected number; absent when it has none. */
  phone: z.string().regex(/^\+?[0-9]([0-9 -]{1,18}[0-9])$/).optional(),
  hours: z.array(z.object({ weekdays: z.array(z.number().int().min(1).max(7)).min(1), open: z.string(), close: z.string() })),
  score: z.number().min(0).max(5),
  discount: z.number().int().min(1).max(100),
  isSupportScheduled: z.boolean(),
  certified: z.boolean(),
  label: z.string(),
  class: z.string(),
  cityId: z.number().int().positive(),
  prices: goodsNumbers,
  capacity: goodsNumbers,
  pics: z.array(z.string()),
  /** Only factories set it: a shop already taken off the shelves. */
  removed: z.boolean().optional(),
});

/**
 * Shape of seed-data/places.json: the built-in place index. Coordinates GCJ-02. The full pinyin is computed
 * here from the name; the file's `initials`, when present, must agree with it (a wrong reading of a
 * polyphonic character shows up as a seed-data error instead of an unfindable place).
 */
export const seedPlaceSchema = z
  .object({
    id: z.number().int().positive(),
    cityId: z.number().int().positive(),
    kind: z.enum(PLACE_KINDS),
    name: z.string().min(1).max(100),
    en: z.string(),
    initials: z.string().optional(),
    district: z.string(),
    address: z.string(),
    lng: z.number().min(-180).max(180),
    lat: z.number().min(-90).max(90),
  })
  .transform((place, context) => {
    const keys = namePinyin(place.name);
    if (place.initials !== undefined && place.initials !== keys.initials) {
      context.addIssue({
        code: 'custom',
        path: ['initials'],
        message: `'${place.initials}' does not match the pinyin of ${place.name} ('${keys.initials}')`,
      });
    }
    return { ...place, ...keys };
  });

/** Everything the first start inserts. */
export const seedDataSchema = z.object({
  cities: z.array(seedCitySchema),
  shops: z.array(seedShopSchema),
  places: z.array(seedPlaceSchema),
});

export type SeedCity = z.input<typeof seedCitySchema>;
export type SeedShop = z.input<typeof seedShopSchema>;
export type SeedPlace = z.input<typeof seedPlaceSchema>;
export type SeedData = z.output<typeof seedDataSchema>;
