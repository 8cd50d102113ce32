import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Where the link leads when the server has no mini-program link: the consumer app's notice page, which says so. */
export const WX_LINK_FALLBACK = '#/notice';

/**
 * GET /api/act/wx_link/ (spec §7): the link the home screen's bottom bar navigates to, to open the WeChat
 * mini-program. `page` is the mini-program page the caller wants ('pages/index/index'): letters, digits,
 * '_', '-' and '/', at most 100 characters.
 *
 * `link` is the server's WX_MINIPROGRAM_LINK (a URL Scheme such as 'weixin://dl/business/?t=…' or an
 * https URL Link) when it is configured; a '{page}' in it is replaced by the URL-encoded `page` (for the
 * plain URL Scheme 'weixin://dl/business/?appid=…&path={page}'), otherwise the link opens the page it was
 * generated for. Without one the mini-program is not available yet and `link` is
 * {@link WX_LINK_FALLBACK}, a hash of our own consumer app: navigating to it opens the notice page.
 */
export const wxLinkEndpoint = defineEndpoint({
  name: 'wxLink',
  method: 'GET',
  path: '/api/act/wx_link/',
  request: z.object({ page: z.string().trim().regex(/^[A-Za-z0-9_/-]{1,100}$/) }),
  response: z.object({ link: z.string().min(1) }),
  auth: 'none',
});
