import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { contentLanguageSchema, contentPageNameSchema, contentPageSchema } from '../entities/content-page';

/**
 * GET /api/content/page/: an information page from the server's `content_page` table, so the texts can
 * change without a release. `lang` picks the language; without it the request's Accept-Language decides
 * (zh… → 'zh-CN', anything else → 'en'). A name outside the list is 'invalid parameter: name'; a listed
 * page the server does not hold (yet) is status 0 'this page does not exist'.
 */
export const contentPageEndpoint = defineEndpoint({
  name: 'contentPage',
  method: 'GET',
  path: '/api/content/page/',
  request: z.object({ name: contentPageNameSchema, lang: contentLanguageSchema.optional() }),
  response: contentPageSchema,
  auth: 'none',
});

export type ContentPageResponse = z.output<typeof contentPageEndpoint.response>;
