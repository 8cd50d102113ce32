import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { periodFiguresSchema } from '../entities/period-figures';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * GET /api/business/statistic/: every day of `month` (yyyyMM, Asia/Shanghai; default the current one) with
 * the figures settled that day plus check-ins and check-outs made that day.
 */
export const businessStatisticEndpoint = defineEndpoint({
  name: 'businessStatistic',
  method: 'GET',
  path: '/api/business/statistic/',
  request: shopRequestSchema.extend({ month: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/).optional() }),
  response: z.object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    days: z.array(
      periodFiguresSchema.extend({
        date: z.string(),
        checkIns: z.number().int().min(0),
        checkOuts: z.number().int().min(0),
      }),
    ),
  }),
  shopRole: 'staff',
});

export type BusinessStatistic = z.output<typeof businessStatisticEndpoint.response>;
