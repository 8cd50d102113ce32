import { wechatIds } from '../wechat-ids';

/** The scopes of web authorisation: silent openid only, or the user's profile too. */
export type OauthScope = 'snsapi_base' | 'snsapi_userinfo';

/** What exchanging a code gives: the user, or the errcode WeChat answers. */
export type CodeExchange = { openid: string; scope: OauthScope } | { errcode: 40029 | 40163 };

/**
 * The official account's users (openids this simulator made) and the OAuth codes issued to them: random,
 * single-use, dead after `codeTtlMs`.
 */
export function createOauthStore(deps: { clock: () => number; codeTtlMs: number }) {
  const codes = new Map<string, { openid: string; scope: OauthScope; expiresAt: number; used: boolean }>();
  const users = new Set<string>();
  let codesIssued = 0;
  return {
    /** A new code for `openid` (made a user of the account). */
    issueCode(openid: string, scope: OauthScope): string {
      users.add(openid);
      const code = wechatIds.code();
      codes.set(code, { openid, scope, expiresAt: deps.clock() + deps.codeTtlMs, used: false });
      codesIssued += 1;
      return code;
    },
    /** Uses up `code`: 40163 once used, 40029 when unknown or expired. */
    exchange(code: string): CodeExchange {
      const entry = codes.get(code);
      if (!entry) return { errcode: 40029 };
      if (entry.used) return { errcode: 40163 };
      if (deps.clock() >= entry.expiresAt) return { errcode: 40029 };
      entry.used = true;
      return { openid: entry.openid, scope: entry.scope };
    },
    /** Whether `openid` is a user of this account (came through OAuth or issueCode). */
    knows(openid: string): boolean {
      return users.has(openid);
    },
    get codesIssued() {
      return codesIssued;
    },
    clear() {
      codes.clear();
      users.clear();
      codesIssued = 0;
    },
  };
}

export type OauthStore = ReturnType<typeof createOauthStore>;
