import { AuthorisationReturn } from '../features/wechat-auth/authorisation-return';

/** #/middle: where WeChat's authorisation page sends the logged-in traveller back (spec §2). */
export function MiddleRoute() {
  return <AuthorisationReturn />;
}
