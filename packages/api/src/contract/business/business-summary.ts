import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { periodFiguresSchema } from '../entities/period-figures';
import { shopRequestSchema } from '../fields/shop-request';

/** Months in the monthly summary, the current one included. */
export const SUMMARY_MONTHS = 12;

/** GET /api/business/summary/: the last {@link SUMMARY_MONTHS} months (Asia/Shanghai), oldest first, by settleDate. */
export const businessSummaryEndpoint = defineEndpoint({
  name: 'businessSummary',
  method: 'GET',
  path: '/api/business/summary/',
  request: shopRequestSchema,
  response: z.object({ months: z.array(periodFiguresSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })) }),
  shopRole: 'staff',
});

export type BusinessSummary = z.output<typeof businessSummaryEndpoint.response>;
