import { loggedIn } from '@luggage/api/session';
import type { AppStore } from '@luggage/api/store';

/** Logs the test traveller (user 7) into a route test's store. */
export function logInTraveller(store: AppStore) {
  return store.dispatch(loggedIn({ area: 'user', session: { userId: '7', userToken: 't'.repeat(64), phone: '+86 13800138000' } }));
}
