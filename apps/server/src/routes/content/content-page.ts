import { contentPageEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/request-language';
import type { RouteContext } from '../../http/route-context';
import { getContentPage } from '../../services/content/get-content-page';

/** GET /api/content/page/: an information page in `lang`, else in the request's language. */
export function contentPageRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, contentPageEndpoint, context, (params, request) =>
    getContentPage(context.db, params.name, params.lang ?? (requestLanguage(request) === 'zh' ? 'zh-CN' : 'en')),
  );
}
