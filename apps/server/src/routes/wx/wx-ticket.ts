import { wxTicketEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { jsSdkConfig } from '../../services/wechat/js-sdk-config';

/** GET /api/wx/ticket/: the signed JS-SDK config for the page URL (see jsSdkConfig). */
export const wxTicketRoute = defineRoute(wxTicketEndpoint, ({ params, context }) => jsSdkConfig(context, params.url));
