import { z } from 'zod';
import { goodsIdSchema } from './goods-id';

/** Availability and price of one kind of goods at a shop on one day. Money in integer fen. */
export const inventoryItemSchema = z.object({
  goodsId: goodsIdSchema,
  /** Units still available that day (daily capacity − units reserved). */
  count: z.number().int().min(0),
  /** Regular price in fen per item per day. */
  price: z.number().int().min(0),
  /** Price in fen per item per day after the shop's discount; equals `price` when there is none. */
  discount: z.number().int().min(0),
});

/** One inventory line. */
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
