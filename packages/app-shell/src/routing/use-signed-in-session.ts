import type { Session } from '@luggage/api/session';
import { useContext } from 'react';
import { SignedInSessionContext } from './signed-in-session-context';

/**
 * The signed-in session of the screen being shown: only inside a screen whose handle names a `session`
 * (or inside RequireSession), which renders nothing without one.
 */
export function useSignedInSession(): Session {
  const session = useContext(SignedInSessionContext);
  if (!session) throw new Error('useSignedInSession outside RequireSession');
  return session;
}
