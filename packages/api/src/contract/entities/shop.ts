import { z } from 'zod';
import { inventoryItemSchema } from './inventory-item';
import { openingHoursSchema } from './opening-hours';

/**
 * A partner shop (spec §3). Coordinates are GCJ-02; money in integer fen. `pics` are URLs on our own
 * server ('/api/photos/shop-012-1.jpg'); the thumbnail has '_sm2' before the extension.
 */
export const shopSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** English name. */
  en: z.string(),
  lng: z.number(),
  lat: z.number(),
  pics: z.array(z.string()),
  /** The address as Chinese post and taxi drivers read it: '上海市黄浦区西藏中路268号（来福士广场B1层）'. */
  address: z.string(),
  /**
   * The address in English for English mode, street first: '268 Xizang Middle Road, Huangpu District,
   * Shanghai' (pinyin of the Chinese names; the floor or room notes stay in the Chinese `address`, which the
   * app keeps one tap away for taxi drivers). Null when the shop has none: English mode shows `address`.
   */
  addressEn: z.string().min(1).nullable(),
  /** Opening times as text, one line per rule, lines separated by '\n'. */
  businessTime: z.string(),
  hours: z.array(openingHoursSchema),
  /** 0–5 with one decimal. */
  score: z.number().min(0).max(5),
  /** Percent of the price paid: 100 = no discount, 80 = 20% off. */
  discount: z.number().int().min(1).max(100),
  isSupportScheduled: z.boolean(),
  certified: z.boolean(),
  /** Today's (Asia/Shanghai) availability and prices; no units left on a day the shop is closed. */
  inventory: z.array(inventoryItemSchema),
  /** The shop is closed today (Asia/Shanghai) by its owner (a closure), whatever its hours. */
  closedToday: z.boolean(),
  /** Geohash of the shop's position, precision 7. */
  geohash: z.string().length(7),
  label: z.string(),
  class: z.string(),
  cityId: z.number().int().positive(),
  /** Metres from the searched point; only on coordinate search results. */
  distance: z.number().int().min(0).optional(),
});

/** A shop as lists and the map show it. */
export type Shop = z.infer<typeof shopSchema>;
