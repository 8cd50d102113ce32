import { wechatAuthHalted, wechatAuthorised, wechatAuthRetried } from '@luggage/api/session';
import { useAppDispatch, useAppStore } from '@luggage/api/store';
import { useWechatOpenidMutation } from '@luggage/api/wechat-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthorisationReturnPhase } from './authorisation-return-view';
import { returnRoute } from './authorisation-routes';
import { takePendingAuthorisation } from './pending-authorisation';
import { appLink } from '../../shared/app-link';

/**
 * WeChat comes back with `code` and `state` in the query before the hash (`/?code=…&state=…#/middle`);
 * a link that carries them in the hash's own query (`#/middle?code=…`) is read too.
 */
function readReturn(pageSearch: string, hashSearch: URLSearchParams) {
  const page = new URLSearchParams(pageSearch);
  const source = page.has('code') || page.has('state') ? page : hashSearch;
  return { code: source.get('code'), state: source.get('state') };
}

/** Leaves #/middle for `route` with the code and state gone from the address bar too, so a reload repeats nothing. */
function useLeaveTo() {
  const navigate = useNavigate();
  return (route: string) => {
    window.history.replaceState(window.history.state, '', appLink(route));
    void navigate(route, { replace: true });
  };
}

/**
 * The return from WeChat's authorisation (spec §2): the `state` must be the nonce of the authorisation this
 * browser started, used once (a forged or replayed one is refused, nothing is called); no code means the
 * traveller denied it; the code of the stored openid reuses it (a code is single-use); any other code is
 * exchanged for the openid, kept with the session. Then on to the route saved with the nonce. A denied or
 * failed authorisation is remembered for this browser session, so the app does not send the traveller back.
 */
export function useAuthorisationReturn() {
  const { t } = useTranslation('wechatAuth');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [searchParams] = useSearchParams();
  const leaveTo = useLeaveTo();
  const [exchange] = useWechatOpenidMutation();
  const [outcome, setOutcome] = useState<{ phase: AuthorisationReturnPhase; route: string }>({ phase: { name: 'exchanging' }, route: '/home' });
  // The nonce is used up on the first reading: the return is handled once, even when effects run twice.
  const hasStarted = useRef(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const stop = (phase: Exclude<AuthorisationReturnPhase, { name: 'exchanging' }>, route: string) => {
      dispatch(wechatAuthHalted(phase.name));
      setOutcome({ phase, route });
    };
    const { code, state } = readReturn(window.location.search, searchParams);
    const saved = takePendingAuthorisation(window.sessionStorage, state);
    const known = store.getState().session.user?.wechat;
    // Back to this address (the back button, a reload): the code of the stored openid is reused, nothing is
    // called; a traveller who has an openid is not told about a spent state either.
    if (known && (known.code === code || saved === null)) {
      leaveTo(saved === null ? '/home' : returnRoute(saved));
      return;
    }
    if (saved === null) {
      stop({ name: 'failed', message: t('stateRefused') }, '/home');
      return;
    }
    const route = returnRoute(saved);
    if (!code) {
      stop({ name: 'denied' }, route);
      return;
    }
    void exchange({ code }).then((result) => {
      if (!result.data) {
        stop({ name: 'failed', message: apiErrorText(result.error, t) ?? t('ui:states.error') }, route);
        return;
      }
      dispatch(wechatAuthorised({ openid: result.data.openid, code }));
      // A traveller who left #/middle meanwhile keeps the openid and stays where they went.
      if (isMounted.current) leaveTo(route);
    });
  });

  return {
    phase: outcome.phase,
    goOn: () => leaveTo(outcome.route),
    tryAgain: () => {
      dispatch(wechatAuthRetried());
      leaveTo(outcome.route);
    },
  };
}
