import { useAppSelector } from '@luggage/api/store';
import { Navigate, useLocation } from 'react-router';
import { LoginForm } from '../features/login/login-form';
import { afterLoginPath } from './login-redirect';

/**
 * #/login: the consumer login (spec §2). Once a session exists, from this login or an earlier one, the
 * screen goes on to its `redirect` page (in-app paths only) or the user centre.
 */
export function LoginRoute() {
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  if (user) return <Navigate to={afterLoginPath(location.search)} replace />;
  return <LoginForm />;
}
