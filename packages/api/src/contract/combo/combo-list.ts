import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { comboSchema } from '../entities/combo';

/**
 * GET /api/act/combo_list/ (a combo call, 'not shown' in the spec): the combo packages on sale, cheapest
 * first. Public: guests may browse them; buying needs a session.
 */
export const comboListEndpoint = defineEndpoint({
  name: 'comboList',
  method: 'GET',
  path: '/api/act/combo_list/',
  request: z.object({}),
  response: z.object({ combos: z.array(comboSchema) }),
  auth: 'none',
});

export type ComboListResponse = z.output<typeof comboListEndpoint.response>;
