import { baseApi } from '@luggage/api/client';
import { useBusinessInfoQuery, useBusinessLogoutMutation } from '@luggage/api/business-account-api';
import { loggedOut, loginPathFor } from '@luggage/api/session';
import { useAppDispatch, useAppSelector, type AppState } from '@luggage/api/store';
import { ScreenFrame, useIsLeavingScreen, useScreenTitle } from '@luggage/app-shell/routing';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { isApiErrorOf } from '@luggage/api/errors';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { BusinessFrame } from '../features/business-account/business-frame';
import { pickCurrentShop, rememberShop } from '../features/business-account/remembered-shop';
import { CurrentShopContext } from './current-shop';
import './business-layout.css';

/** When the latest business call refused with 'shopAccessDenied' was sent (ms since 1970), or 0. */
function latestShopDenial({ api }: AppState): number {
  const calls = [...Object.values(api.queries), ...Object.values(api.mutations)];
  return Math.max(0, ...calls.map((call) => (call && isApiErrorOf(call.error, 'shopAccessDenied') ? call.startedTimeStamp ?? 0 : 0)));
}

/**
 * Everything under #/bussiness except the login: without a business session (a consumer one does not
 * count) it sends the page to the business login, which returns here; with one, the signed-in frame.
 */
export function BusinessLayout() {
  const session = useAppSelector((state) => state.session.business);
  const { pathname, search } = useLocation();
  // After a deliberate logout the login should not lead back to the page left.
  const [hasLoggedOut, setHasLoggedOut] = useState(false);
  if (!session) return <Navigate to={hasLoggedOut ? '/bussiness/login' : loginPathFor(pathname + search, 'business')} replace />;
  return <SignedInFrame onLoggedOut={() => setHasLoggedOut(true)} />;
}

function SignedInFrame({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const title = useScreenTitle();
  const isLeaving = useIsLeavingScreen();
  // Shops and roles change on other devices (an owner removes or promotes staff): read them again on each
  // visit, when the page comes back, and after a call refused for a shop the account no longer works at.
  const info = useBusinessInfoQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const deniedAt = useAppSelector(latestShopDenial);
  const { refetch: refetchInfo, startedTimeStamp: infoAskedAt = 0, isFetching: isReadingInfo } = info;
  useEffect(() => {
    if (deniedAt > infoAskedAt && !isReadingInfo) void refetchInfo();
  }, [deniedAt, infoAskedAt, isReadingInfo, refetchInfo]);
  const [logout] = useBusinessLogoutMutation();
  // Re-renders the frame when the device's remembered shop changes.
  const [, setRemembered] = useState<number | null>(null);

  const logOut = async () => {
    // The session ends on this device even when the server cannot be told (offline, already expired).
    await logout();
    onLoggedOut();
    dispatch(loggedOut({ area: 'business' }));
    dispatch(baseApi.util.resetApiState());
  };

  if (!info.data) {
    return (
      <ScreenFrame title={title} showBack={false} mainClassName="business-layout__state">
        {info.isError ? <ErrorState message={apiErrorText(info.error, t)} onRetry={() => void info.refetch()} /> : <LoadingState />}
      </ScreenFrame>
    );
  }
  const shop = pickCurrentShop(info.data.shops, localStorage);
  if (!shop) {
    return (
      <ScreenFrame title={title} showBack={false} mainClassName="business-layout__state">
        <EmptyState text={t('frame.noShops')} action={{ label: t('frame.logout'), onClick: () => void logOut() }} />
      </ScreenFrame>
    );
  }
  return (
    <BusinessFrame
      title={title}
      shops={info.data.shops}
      shop={shop}
      onShopChange={(storeId) => {
        rememberShop(storeId, localStorage);
        setRemembered(storeId);
      }}
      onLogout={() => void logOut()}
      isLeaving={isLeaving}
    >
      <CurrentShopContext.Provider value={shop}>
        <Outlet />
      </CurrentShopContext.Provider>
    </BusinessFrame>
  );
}
