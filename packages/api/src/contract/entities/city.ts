import { z } from 'zod';

/** A city of the national list (spec §3). Coordinates are the city centre, GCJ-02. */
export const citySchema = z.object({
  id: z.number().int().positive(),
  /** Chinese name, e.g. '上海'. */
  name: z.string(),
  /** Pinyin, lower case without spaces, e.g. 'shanghai'. */
  en: z.string(),
  /** Upper-case first letter of the pinyin, e.g. 'S'. */
  firstLetter: z.string().length(1),
  province: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** Hot rank, 1 = hottest; null when the city is not ranked. */
  hot: z.number().int().positive().nullable(),
  /** Comma-separated hot-search terms; only present on the city list with hots=YES. */
  hots: z.string().optional(),
  /** True when the business has storage points there. */
  covered: z.boolean(),
});

/** A city. */
export type City = z.infer<typeof citySchema>;
