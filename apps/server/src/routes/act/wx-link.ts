import { WX_LINK_FALLBACK, wxLinkEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';

/** GET /api/act/wx_link/: the configured mini-program link with '{page}' filled in, or the notice page. */
export function wxLinkRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, wxLinkEndpoint, context, (params) => {
    const configured = context.config.wxMiniprogramLink;
    const link = configured === null ? WX_LINK_FALLBACK : configured.replaceAll('{page}', encodeURIComponent(params.page));
    return Promise.resolve({ link });
  });
}
