import { contentPageEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/request-language';
import { getContentPage } from '../../services/content/get-content-page';

/** GET /api/content/page/: an information page in `lang`, else in the request's language, with what it says about support as configured. */
export const contentPageRoute = defineRoute(contentPageEndpoint, ({ params, context, request }) =>
  getContentPage(context.db, params.name, params.lang ?? (requestLanguage(request) === 'zh' ? 'zh-CN' : 'en'), context.config.support ?? null),
);
