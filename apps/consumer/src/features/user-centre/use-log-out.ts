import { loggedOut } from '@luggage/api/session';
import { useAppDispatch } from '@luggage/api/store';
import { useLogoutMutation, userApi } from '@luggage/api/user-api';
import { useNavigate } from 'react-router';

/**
 * Logs the consumer out: the server revokes the token, then the home opens and the session and every
 * cached answer are cleared (spec §4). A failed server call (offline) still logs out on this device.
 */
export function useLogOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const logOut = async () => {
    // Its outcome does not matter: logging out must work offline too.
    await logout();
    // Leave first, so the centre stays on screen until the home has loaded.
    await navigate('/', { replace: true });
    dispatch(loggedOut({ area: 'user' }));
    dispatch(userApi.util.resetApiState());
  };
  return { logOut, isLoggingOut: isLoading };
}
