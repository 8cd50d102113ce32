import { z } from 'zod';
import { storeIdParam } from '../entities/business';

/**
 * The parameters of a business call about a shop (an endpoint with a `shopRole`): the shop's `storeId`,
 * whose role the server checks. Calls that take more extend it.
 */
export const shopRequestSchema = z.object({ storeId: storeIdParam });
