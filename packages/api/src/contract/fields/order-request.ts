import { z } from 'zod';
import { orderIdSchema } from '../entities/order';

/**
 * The parameters of a traveller's call about one of their orders: its `orderId`. Calls that take more
 * extend it.
 */
export const orderRequestSchema = z.object({ orderId: orderIdSchema });
