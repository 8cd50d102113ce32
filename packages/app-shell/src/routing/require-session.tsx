import { loginPathFor, type SessionArea } from '@luggage/api/session';
import { useAppSelector } from '@luggage/api/store';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SignedInSessionContext } from './signed-in-session-context';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  /** The session the screen is for ('user' for the traveller's screens). */
  area: SessionArea;
  children: ReactNode;
}

/**
 * Renders a screen for a signed-in user of `area` (read inside with `useSignedInSession()`); a guest
 * arriving here goes to that area's login, which returns here afterwards. A session that ends while the
 * screen is open shows nothing: whoever ended it (logout, the 401 flow) is already taking the user
 * elsewhere, and a redirect here would race with theirs.
 */
export function RequireSession({ area, children }: RequireSessionProps) {
  const location = useLocation();
  const session = useAppSelector((state) => state.session[area]);
  const [arrivedAsGuest] = useState(session === null);
  if (session) return <SignedInSessionContext.Provider value={session}>{children}</SignedInSessionContext.Provider>;
  return arrivedAsGuest ? <Navigate to={loginPathFor(`${location.pathname}${location.search}`, area)} replace /> : null;
}
