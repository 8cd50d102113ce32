import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './session-slice';
import { clearStoredSession, writeStoredSession } from './session-storage';

/** Mirrors login and logout into localStorage and the cookie. */
export function startSessionPersistence(listener: ListenerMiddlewareInstance, storage: Storage): void {
  listener.startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => writeStoredSession(storage, payload.area, payload.session),
  });
  listener.startListening({
    actionCreator: loggedOut,
    effect: ({ payload }) => clearStoredSession(storage, payload.area),
  });
}
