import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session, SessionArea, WechatAuthHalt, WechatIdentity } from './session';
import { readOrCreateUniq, readStoredSession, readWechatAuthHalt } from './session-storage';

/** The session part of each app's store, under the key 'session'. */
export interface SessionState {
  user: Session | null;
  business: Session | null;
  uniq: string;
  /** Why the traveller's WeChat authorisation stopped in this browser session; null while it may go on. */
  wechatAuthHalt: WechatAuthHalt | null;
}

/**
 * Initial state from the device: stored sessions are reused on start (`storage`, localStorage); a stopped
 * WeChat authorisation is remembered for the browser session only (`browserSession`, sessionStorage).
 */
export function loadSessionState(storage: Storage, browserSession: Storage = window.sessionStorage): SessionState {
  return {
    user: readStoredSession(storage, 'user'),
    business: readStoredSession(storage, 'business'),
    uniq: readOrCreateUniq(storage),
    wechatAuthHalt: readWechatAuthHalt(browserSession),
  };
}

/** Session reducer and actions; persistence is done by `startSessionPersistence`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: null, business: null, uniq: '', wechatAuthHalt: null }),
  reducers: {
    loggedIn(state, action: PayloadAction<{ area: SessionArea; session: Session }>) {
      state[action.payload.area] = action.payload.session;
    },
    /** Logout ends the session with its WeChat identity; a stopped authorisation is forgotten with it. */
    loggedOut(state, action: PayloadAction<{ area: SessionArea }>) {
      state[action.payload.area] = null;
      if (action.payload.area === 'user') state.wechatAuthHalt = null;
    },
    /** The exchange gave the traveller's openid for `code`: kept with the session, and the authorisation may go on. */
    wechatAuthorised(state, action: PayloadAction<WechatIdentity>) {
      if (!state.user) return;
      state.user.wechat = action.payload;
      state.wechatAuthHalt = null;
    },
    /** The authorisation was denied or failed: no more redirects to WeChat in this browser session. */
    wechatAuthHalted(state, action: PayloadAction<WechatAuthHalt>) {
      state.wechatAuthHalt = action.payload;
    },
    /** The server refused the stored openid (another WeChat account, or none bound): dropped, and the authorisation waits for the traveller. */
    wechatOpenidRefused(state) {
      delete state.user?.wechat;
      state.wechatAuthHalt = 'failed';
    },
    /** The traveller asks to authorise again: the app may send them to WeChat once more. */
    wechatAuthRetried(state) {
      state.wechatAuthHalt = null;
    },
  },
});

export const { loggedIn, loggedOut, wechatAuthorised, wechatAuthHalted, wechatOpenidRefused, wechatAuthRetried } = sessionSlice.actions;
