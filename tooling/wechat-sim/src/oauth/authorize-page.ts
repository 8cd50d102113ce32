import { escapeHtml } from '../escape-html';
import type { AuthorizeRequest } from './check-authorize-request';

const STYLE = `body{font-family:system-ui,-apple-system,"PingFang SC",sans-serif;margin:0;background:#ededed;color:#191919}
main{max-width:28rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.25rem}p{line-height:1.5}
.buttons{display:flex;flex-direction:column;gap:.75rem;margin-top:2rem}
button{font:inherit;font-size:1.05rem;padding:.8rem;border-radius:.5rem;border:0;cursor:pointer}
button[value=allow]{background:#07c160;color:#fff}button[value=deny]{background:#fff;color:#191919}
button:focus-visible{outline:3px solid #1485ee;outline-offset:2px}code{word-break:break-all}`;

function page(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${main}</main></body></html>`;
}

/**
 * The simulated consent page: who asks (the appid), for what (the scope), as which WeChat user, and a form
 * that posts the choice ('Allow' / 'Deny') with the original fields back to /connect/oauth2/authorize.
 */
export function authorizePage(request: AuthorizeRequest, openid: string | undefined): string {
  const fields = { appid: request.appid, redirect_uri: request.redirectUri, response_type: 'code', scope: request.scope, state: request.state };
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const asks = request.scope === 'snsapi_userinfo' ? 'your public profile (nickname and avatar) and your openid' : 'your openid (silent, base scope)';
  return page(
    'WeChat authorisation (simulated)',
    `<h1>WeChat authorisation (simulated)</h1>
<p>The official account <code>${escapeHtml(request.appid)}</code> asks for ${asks}.</p>
<p>WeChat user: ${openid ? `<code>${escapeHtml(openid)}</code>` : 'a new user (an openid is made when you allow)'}</p>
<p>Back to: <code>${escapeHtml(request.redirectUri)}</code></p>
<form method="post" action="/connect/oauth2/authorize">${hidden}
<div class="buttons"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}

/** WeChat's answer to a malformed authorisation request: an HTML page (HTTP 200) saying '参数错误'. */
export function authorizeErrorPage(detail: string): string {
  return page('微信网页授权', `<h1>参数错误</h1><p>${escapeHtml(detail)}</p>`);
}
