import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session, SessionArea } from './session';
import { readOrCreateUniq, readStoredSession } from './session-storage';

/** The session part of each app's store, under the key 'session'. */
export interface SessionState {
  user: Session | null;
  business: Session | null;
  uniq: string;
}

/** Initial state from the device: stored sessions are reused on start. */
export function loadSessionState(storage: Storage): SessionState {
  return {
    user: readStoredSession(storage, 'user'),
    business: readStoredSession(storage, 'business'),
    uniq: readOrCreateUniq(storage),
  };
}

/** Session reducer and actions; persistence is done by `startSessionPersistence`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: null, business: null, uniq: '' }),
  reducers: {
    loggedIn(state, action: PayloadAction<{ area: SessionArea; session: Session }>) {
      state[action.payload.area] = action.payload.session;
    },
    loggedOut(state, action: PayloadAction<{ area: SessionArea }>) {
      state[action.payload.area] = null;
    },
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
