import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  loggedIn,
  loggedOut,
  wechatAuthHalted,
  wechatAuthorised,
  wechatAuthRetried,
  wechatOpenidRefused,
  type SessionState,
} from './session-slice';
import { clearStoredSession, writeStoredSession, writeWechatAuthHalt } from './session-storage';

/**
 * Mirrors login and logout into localStorage (`storage`) and the cookie: the traveller's session with its
 * WeChat identity. Whether the WeChat authorisation stopped goes to sessionStorage (`browserSession`), so
 * it lasts this browser session only.
 */
export function startSessionPersistence(
  listener: ListenerMiddlewareInstance,
  storage: Storage,
  browserSession: Storage = window.sessionStorage,
): void {
  const sessionOf = (state: unknown) => (state as { session: SessionState }).session;
  listener.startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => writeStoredSession(storage, payload.area, payload.session),
  });
  listener.startListening({
    actionCreator: loggedOut,
    effect: ({ payload }) => clearStoredSession(storage, payload.area),
  });
  listener.startListening({
    matcher: isAnyOf(wechatAuthorised, wechatOpenidRefused),
    effect: (_action, api) => {
      const { user } = sessionOf(api.getState());
      if (user) writeStoredSession(storage, 'user', user);
    },
  });
  listener.startListening({
    matcher: isAnyOf(loggedOut, wechatAuthorised, wechatAuthHalted, wechatOpenidRefused, wechatAuthRetried),
    effect: (_action, api) => writeWechatAuthHalt(browserSession, sessionOf(api.getState()).wechatAuthHalt),
  });
}
