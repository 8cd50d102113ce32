import { z } from 'zod';
import { goodsIdSchema } from './goods-id';
import { openingHoursSchema } from './opening-hours';

/** Largest daily capacity per goods. */
export const SHOP_CAPACITY_MAX = 999;

/** A goods of the shop: price (fen per item per day, before the shop's discount) and daily capacity. */
export const shopGoodsSettingSchema = z.object({
  goodsId: goodsIdSchema,
  price: z.number().int().min(0),
  capacity: z.number().int().min(0).max(SHOP_CAPACITY_MAX),
  /** The most items of this goods booked on any day from today on: capacity cannot go below it. */
  bookedPeak: z.number().int().min(0),
  /** The day of that peak (yyyy-MM-dd), null when nothing is booked. */
  bookedPeakDate: z.string().nullable(),
});
export type ShopGoodsSetting = z.infer<typeof shopGoodsSettingSchema>;

/** A closed day from today on, and how many orders (paid or held) fall on it (0 for days closed before any booking). */
export const shopClosureSchema = z.object({ date: z.string(), bookedOrders: z.number().int().min(0) });

/** A shop's settings as the business calls about them answer: opening rules, closed days from today on, goods. */
export const shopSettingsSchema = z.object({
  hours: z.array(openingHoursSchema),
  closures: z.array(shopClosureSchema),
  goods: z.array(shopGoodsSettingSchema),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
