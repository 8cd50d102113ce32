import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { inventoryItemSchema } from '../entities/inventory-item';
import { compactDateSchema } from '../fields/compact-date';
import { dayRangeCheck } from '../fields/day-range-check';
import { idParam } from '../fields/query-number';

/** Most days one inventory call may cover (both ends included). */
export const INVENTORY_MAX_DAYS = 30;

/**
 * GET /api/user/store/inventory/: availability per day from startDate to endDate (days, see
 * {@link compactDateSchema}; Asia/Shanghai, both included). endDate ≥ startDate, at most
 * {@link INVENTORY_MAX_DAYS} days; the server also refuses a startDate before today (Shanghai). `delay` (the id of
 * the booking being extended, sent by the extension screen) is validated only: a booking holds no unit on
 * the days after its end, so the added days' availability is everyone's.
 * Available = daily capacity − units reserved that day.
 */
export const storeInventoryEndpoint = defineEndpoint({
  name: 'storeInventory',
  method: 'GET',
  path: '/api/user/store/inventory/',
  request: z
    .object({
      storeId: idParam,
      startDate: compactDateSchema,
      endDate: compactDateSchema,
      delay: idParam.optional(),
    })
    .superRefine(dayRangeCheck(INVENTORY_MAX_DAYS)),
  response: z.object({
    days: z.array(z.object({ date: compactDateSchema, inventory: z.array(inventoryItemSchema) })),
  }),
  auth: 'none',
});

export type StoreInventoryResponse = z.output<typeof storeInventoryEndpoint.response>;
