import { z } from 'zod';
import { goodsIdSchema } from './goods-id';
import { orderGoodsSchema, orderIdSchema, orderStatusSchema, storeStatusSchema } from './order';

/** A staff account's role at a shop: an owner also edits the shop's hours, closures and capacity and invites staff. */
export const staffRoleSchema = z.enum(['owner', 'staff']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A shop the signed-in staff account works at. */
export const businessShopSchema = z.object({
  storeId: z.number().int().positive(),
  name: z.string(),
  /** English name ('' when it has none). */
  en: z.string(),
  role: staffRoleSchema,
});
export type BusinessShop = z.infer<typeof businessShopSchema>;

/** The shop a business call is about: every business call names it, and the caller must work there. */
export const storeIdParam = z.union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)]).pipe(z.number().int().min(1).max(2_147_483_647));

/** A voucher's short code as typed or scanned: spaces and dashes removed, upper-cased, 8 characters. */
export const voucherCodeParam = z
  .string()
  .max(40)
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{8}$/, 'code'));

/** A luggage photo's server-made name (from photo upload): 32 hex digits and the re-encoded format. */
export const luggagePhotoNameSchema = z.string().regex(/^[0-9a-f]{32}\.(jpg|webp)$/);

/** Why the counter cannot check an order in or out now (null when it can do what `canCheckIn` / `canCheckOut` say). */
export const counterBlockSchema = z.enum([
  /** Not paid (unpaid, lapsed, cancelled, refunding or refunded). */
  'notPaid',
  /** The first storage day has not come (Asia/Shanghai). */
  'tooEarly',
  /** The last storage day has passed without a check-in: the room is no longer held, book again. */
  'ended',
  /** A cancellation application or change request waits for the shop's answer. */
  'applicationPending',
  /** Already handed back. */
  'completed',
]);
export type CounterBlock = z.infer<typeof counterBlockSchema>;

/** An order as the shop sees it at the counter and in lists. */
export const businessOrderSchema = z.object({
  id: orderIdSchema,
  storeId: z.number().int().positive(),
  voucherCode: z.string().regex(/^[0-9A-Z]{8}$/).nullable(),
  status: orderStatusSchema,
  storeStatus: storeStatusSchema,
  /** yyyy-MM-dd, Asia/Shanghai, both included. */
  startTime: z.string(),
  endTime: z.string(),
  totalDays: z.number().int().positive(),
  goodsList: z.array(orderGoodsSchema),
  payAmount: z.number().int().min(0),
  /** A walk-in order made at the counter (no traveller account). */
  walkIn: z.boolean(),
  /** The traveller as the shop may see them: the name (walk-in) or the phone with its middle masked ('138****8000'). */
  traveller: z.string(),
  /** Signed URLs of the luggage photos, valid for a limited time; empty until checked in. */
  pic: z.array(z.string()),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  /** order/store with status 20 is allowed now. */
  canCheckIn: z.boolean(),
  /** order/store with status 30 is allowed now. */
  canCheckOut: z.boolean(),
  block: counterBlockSchema.nullable(),
  /** Days after endTime that a pick-up now would charge (per started Asia/Shanghai day), and their price in fen. */
  extraDays: z.number().int().min(0),
  extraAmount: z.number().int().min(0),
  /** Charged at pick-up (after check-out): the extra days and amount collected; null when none. */
  extraCharge: z.object({ days: z.number().int().positive(), amount: z.number().int().positive() }).nullable(),
});
export type BusinessOrder = z.infer<typeof businessOrderSchema>;

/** Items in store per goods. */
export const goodsCountSchema = z.object({ goodsId: goodsIdSchema, count: z.number().int().min(0) });
export type GoodsCount = z.infer<typeof goodsCountSchema>;
