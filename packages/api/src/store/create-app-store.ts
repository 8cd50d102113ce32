import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../client/base-api';
import { loadSessionState, sessionSlice, startSessionPersistence } from '../session';
import { startApiErrorEffects, type PageLocation } from './api-error-effects';
import { noticesSlice } from './notices-slice';

/**
 * The slices an app injects into the root reducer (`slice.injectInto(rootReducer)`), by name. Empty here:
 * each app declares its own (`declare module '@luggage/api/store' { interface LazyLoadedSlices { booking:
 * BookingState } }`), so its store's state, and `useAppSelector`, know them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the apps' declarations
export interface LazyLoadedSlices {}

/**
 * The root reducer shared by both apps: session, notices and the RTK Query cache. Features add their
 * own slices with `slice.injectInto(rootReducer)` when their route loads.
 */
export const rootReducer = combineSlices(sessionSlice, noticesSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export interface AppStoreOptions {
  /** Where sessions and the device id are kept (localStorage unless given). */
  storage?: Storage;
  /** What lasts this browser session only, e.g. a stopped WeChat authorisation (sessionStorage unless given). */
  browserSession?: Storage;
  location?: PageLocation;
}

/**
 * Each app's Redux store: session (restored from the device), notices (toasts), the RTK Query cache,
 * session persistence and the app-wide error reactions. Route tests build a real one with this too.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const storage = options.storage ?? window.localStorage;
  const browserSession = options.browserSession ?? window.sessionStorage;
  const listener = createListenerMiddleware();
  startSessionPersistence(listener, storage, browserSession);
  startApiErrorEffects(listener, options.location);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: loadSessionState(storage, browserSession) },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
