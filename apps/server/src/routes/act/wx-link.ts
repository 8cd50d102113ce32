import { WX_LINK_FALLBACK, wxLinkEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/act/wx_link/: the configured mini-program link with '{page}' filled in, or the notice page. */
export const wxLinkRoute = defineRoute(wxLinkEndpoint, ({ params, context }) => {
  const configured = context.config.wxMiniprogramLink;
  return { link: configured === null ? WX_LINK_FALLBACK : configured.replaceAll('{page}', encodeURIComponent(params.page)) };
});
