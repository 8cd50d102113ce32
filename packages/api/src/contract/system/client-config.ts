import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/config/: runtime settings for the apps. `mapboxToken` is set when the server has a Mapbox
 * token (the map then uses Mapbox tiles), else null (offline basemap with maplibre-gl).
 */
export const clientConfigEndpoint = defineEndpoint({
  name: 'clientConfig',
  method: 'GET',
  path: '/api/config/',
  request: z.object({}),
  response: z.object({ mapboxToken: z.string().nullable() }),
  auth: 'none',
});

export type ClientConfigResponse = z.output<typeof clientConfigEndpoint.response>;
