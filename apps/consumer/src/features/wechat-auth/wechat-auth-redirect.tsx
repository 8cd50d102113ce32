import { isWeChatBrowser } from '@luggage/api/client';
import { useClientConfigQuery } from '@luggage/api/config-api';
import { useAppSelector } from '@luggage/api/store';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { createAuthorisationNonce } from './authorisation-nonce';
import { mayStartAuthorisation } from './authorisation-routes';
import { wechatAuthorisationUrl } from './authorisation-url';
import { pageAddress } from './page-address';
import { savePendingAuthorisation } from './pending-authorisation';

/**
 * Spec §2 messaging-browser authorisation: inside WeChat, a logged-in traveller with no openid, on a
 * screen that may be interrupted (not the business area, the login or the return at #/middle), is sent to
 * WeChat's authorisation page, which comes back to #/middle. Not after a denied or failed authorisation in
 * this browser session (no loop), until the traveller asks to authorise again. Renders nothing; sits
 * above every screen.
 */
export function WechatAuthRedirect() {
  const { pathname, search } = useLocation();
  const isSignedIn = useAppSelector((state) => state.session.user !== null);
  const hasOpenid = useAppSelector((state) => state.session.user?.wechat !== undefined);
  const isHalted = useAppSelector((state) => state.session.wechatAuthHalt !== null);
  const shouldAuthorise = isSignedIn && !hasOpenid && !isHalted && isWeChatBrowser(navigator.userAgent) && mayStartAuthorisation(pathname);
  const { data: config } = useClientConfigQuery(undefined, { skip: !shouldAuthorise });
  // One trip per page: a second nonce would make the first trip's return invalid.
  const hasLeft = useRef(false);

  useEffect(() => {
    if (!shouldAuthorise) {
      hasLeft.current = false;
      return;
    }
    if (!config || hasLeft.current) return;
    hasLeft.current = true;
    const nonce = createAuthorisationNonce();
    savePendingAuthorisation(window.sessionStorage, { nonce, route: `${pathname}${search}` });
    pageAddress.leaveFor(wechatAuthorisationUrl(config.wechat, pageAddress.href(), nonce));
  }, [shouldAuthorise, config, pathname, search]);

  return null;
}
