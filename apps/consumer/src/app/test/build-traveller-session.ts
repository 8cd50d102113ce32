import type { Session } from '@luggage/api/session';

/** The session of the test traveller (user 7, +86 138 0013 8000); `overrides` for another account or phone. */
export function buildTravellerSession(overrides: Partial<Session> = {}): Session {
  return { userId: '7', userToken: 't'.repeat(64), phone: '+86 13800138000', ...overrides };
}
