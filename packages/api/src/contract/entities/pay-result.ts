import { z } from 'zod';
import { orderIdSchema, orderStatusSchema, storeStatusSchema } from './order';

/** Where an order's payment stands, as pay/result, pay/notify and pay/cancel answer. */
export const payResultSchema = z.object({ orderId: orderIdSchema, status: orderStatusSchema, storeStatus: storeStatusSchema, paidAt: z.string().nullable() });
export type PayResult = z.infer<typeof payResultSchema>;
