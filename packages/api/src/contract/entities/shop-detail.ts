import { bagPrice, bootPrice, openingTimeLines, simpleAddress } from '@luggage/domain/shops';
import { z } from 'zod';
import { shopSchema, type Shop } from './shop';

/** A shop with the derived fields of the shop page (spec §3 "Shop detail derived fields"). */
export const shopDetailSchema = shopSchema.extend({
  /** `businessTime` split into its lines. */
  opening: z.array(z.string()),
  /** The text inside the full-width brackets （…） of the address, or null. */
  simpleAddress: z.string().nullable(),
  /** Regular price of goods 1 (a suitcase, the spec's boots) in fen per day, or null when the shop has none. */
  bootPrice: z.number().int().nullable(),
  /** Regular price of goods 2 (a bag) in fen per day, or null. */
  bagPrice: z.number().int().nullable(),
  /**
   * The shop's phone number as dialled ('021-63581234', '+86 138 0013 8000'); null or absent when the shop
   * has none, and then the shop page offers no call button.
   */
  phone: z.string().min(1).nullish(),
});

/** A shop with its page's derived fields. */
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/** The shop page's answer for `shop`: its derived fields computed by the domain's rules, and its phone. */
export function toShopDetail(shop: Shop, phone: string | null): ShopDetail {
  return {
    ...shop,
    opening: openingTimeLines(shop.businessTime),
    simpleAddress: simpleAddress(shop.address),
    bootPrice: bootPrice(shop.inventory)?.price ?? null,
    bagPrice: bagPrice(shop.inventory)?.price ?? null,
    phone,
  };
}
