import { isRejectedWithValue, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { baseApi } from '../client/base-api';
import { isApiError } from '../errors';
import { loggedOut, loginHashFor, sessionAreaForHash } from '../session';
import { toastShown } from './notices-slice';

/** Where the effects read and change the page's location; tests pass their own. */
export interface PageLocation {
  hash: string;
}

/**
 * The app-wide reactions to failed calls (spec §8): on HTTP 401 a toast 'token has expired…', logout
 * of the current area (once, however many calls fail together), its cached answers dropped, and a redirect to its login page (the consumer login returns to the page the user was
 * on afterwards: {@link loginHashFor}); on a network failure a toast. Everything else
 * is shown by the screen that made the call.
 */
export function startApiErrorEffects(listener: ListenerMiddlewareInstance, location: PageLocation = window.location): void {
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => {
      const error = action.payload;
      if (!isApiError(error)) return;
      if (error.code === 'tokenExpired') {
        const area = sessionAreaForHash(location.hash);
        // Calls that fail together with one expired token: the first logs out and redirects, once.
        const { session } = api.getState() as { session: Record<typeof area, unknown> };
        if (session[area] === null) return;
        api.dispatch(toastShown({ key: 'api:tokenExpired' }));
        api.dispatch(loggedOut({ area }));
        // Nothing the ended session loaded (orders, vouchers) stays in memory.
        api.dispatch(baseApi.util.resetApiState());
        location.hash = loginHashFor(location.hash);
      } else if (error.code === 'networkError') {
        api.dispatch(toastShown({ key: 'api:networkError' }));
      }
    },
  });
}
