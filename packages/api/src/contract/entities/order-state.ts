import { z } from 'zod';
import { orderIdSchema, orderStatusSchema, storeStatusSchema } from './order';

/** What every order action answers: the order and its state afterwards, to update the loaded order. */
export const orderStateSchema = z.object({ orderId: orderIdSchema, status: orderStatusSchema, storeStatus: storeStatusSchema });
export type OrderState = z.infer<typeof orderStateSchema>;
