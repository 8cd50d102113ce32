import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { inventoryItemSchema } from '../entities/inventory-item';
import { compactDateSchema } from '../fields/compact-date';
import { idParam } from '../fields/query-number';

/** Most days one inventory call may cover (both ends included). */
export const INVENTORY_MAX_DAYS = 30;

/** Days between two yyyymmdd strings (end − start). */
function daysBetween(start: string, end: string): number {
  const toUtc = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(4, 6)) - 1, Number(text.slice(6, 8)));
  return Math.round((toUtc(end) - toUtc(start)) / 86_400_000);
}

/**
 * GET /api/user/store/inventory/: availability per day from startDate to endDate (yyyymmdd, Asia/Shanghai,
 * both included). endDate ≥ startDate, at most {@link INVENTORY_MAX_DAYS} days; the server also refuses a
 * startDate before today (Shanghai). `delay` (an order id, for the order-extension flow) is validated only.
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
    .superRefine(({ startDate, endDate }, context) => {
      const days = daysBetween(startDate, endDate);
      if (days < 0 || days >= INVENTORY_MAX_DAYS) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: `endDate must be within ${INVENTORY_MAX_DAYS} days from startDate` });
      }
    }),
  response: z.object({
    days: z.array(z.object({ date: compactDateSchema, inventory: z.array(inventoryItemSchema) })),
  }),
  signed: true,
  auth: 'none',
});

export type StoreInventoryRequest = z.input<typeof storeInventoryEndpoint.request>;
export type StoreInventoryResponse = z.output<typeof storeInventoryEndpoint.response>;
