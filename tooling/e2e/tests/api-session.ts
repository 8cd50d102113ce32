import { buildSignedRequest, type SignedCall } from '@luggage/api/client';
import { SESSION_COOKIE_NAMES, SESSION_STORAGE_KEYS, type Session, type SessionArea } from '@luggage/api/session';
import type { BrowserContext } from '@playwright/test';
import { latestSmsCode } from './sms-outbox';

/**
 * Makes a signed API call at `origin` as `session` (or as a guest), signed at `now` (a server whose clock was
 * moved forward needs as much added); answers the envelope's content or throws its errorMsg.
 */
export async function callApi<T>(origin: string, call: SignedCall, session: Session | null = null, now = Date.now()): Promise<T> {
  const { url, init } = buildSignedRequest(call, { origin, userAgent: 'e2e', uniq: 'e2e0c3', now, language: 'en', session });
  const answer = (await (await fetch(url, init)).json()) as { status: number; content?: T; errorMsg?: string };
  if (!answer.status) throw new Error(`${call.method} ${call.path}: ${answer.errorMsg ?? 'refused'}`);
  return answer.content as T;
}

/** Signs a mainland phone in to `area` at `origin` with the outbox's code, as the login screens do; answers the session. */
export async function signInWithApi(origin: string, phone: string, area: SessionArea): Promise<Session> {
  const sendCode = () => callApi(origin, { method: 'POST', path: '/api/user/send_sms_code/', body: { country: '86', phone, area } });
  // Another spec may have asked a code for the same demo phone this minute: ask again once the wait is over.
  await sendCode().catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 61_000));
    await sendCode();
  });
  const code = await latestSmsCode(phone, origin);
  const path = area === 'user' ? '/api/user/login/' : '/api/business/login/';
  const { userId, userToken } = await callApi<Session>(origin, { method: 'POST', path, body: { country: '86', phone, code } });
  return { userId, userToken, phone: `+86 ${phone}` };
}

/** Gives every page of `context` at `origin` the signed-in `session` of `area`, stored as the apps store it. */
export async function useStoredSession(context: BrowserContext, origin: string, area: SessionArea, session: Session): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE_NAMES[area], value: session.userToken, url: origin, sameSite: 'Lax' }]);
  await context.addInitScript(
    ({ key, stored }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, stored);
    },
    { key: SESSION_STORAGE_KEYS[area], stored: JSON.stringify(session) },
  );
}

/** Today in Asia/Shanghai as the API's compact day ('20261126'). */
function shanghaiToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).replaceAll('-', '');
}

/** Books one bag at `storeId` for today as `session` and pays it in the sandbox; answers the paid order's id. */
export async function placePaidOrder(origin: string, session: Session, storeId: number): Promise<string> {
  const today = shanghaiToday();
  const { addOrderToken } = await callApi<{ addOrderToken: string }>(
    origin,
    { method: 'POST', path: '/api/user/order/checkout_v2/', body: { storeId, goodsList: [{ goodsId: 2, count: 1 }], startDate: today, endDate: today } },
    session,
  );
  const { orderId } = await callApi<{ orderId: string }>(origin, { method: 'POST', path: '/api/user/order/add/', body: { addOrderToken, order_from: 'web' } }, session);
  const { sheet } = await callApi<{ sheet: { outTradeNo: string } }>(
    origin,
    { method: 'GET', path: '/api/user/order/pay/info/', params: { orderId, order_from: 'web' } },
    session,
  );
  await callApi(origin, { method: 'POST', path: '/api/sandbox/pay/', body: { outTradeNo: sheet.outTradeNo, outcome: 'succeeded' } }, session);
  return orderId;
}
