import { loginPathFor, type Session } from '@luggage/api/session';
import { useAppSelector } from '@luggage/api/store';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * Renders a screen for a logged-in consumer; a guest arriving here goes to #/login, which returns here
 * afterwards. A session that ends while the screen is open shows nothing: whoever ended it (logout,
 * the 401 flow) is already taking the user elsewhere, and a redirect here would race with theirs.
 */
export function RequireUser({ children }: { children: (session: Session) => ReactNode }) {
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  const [arrivedAsGuest] = useState(user === null);
  if (user) return children(user);
  return arrivedAsGuest ? <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace /> : null;
}
