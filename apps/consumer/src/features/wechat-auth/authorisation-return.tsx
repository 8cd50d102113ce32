import { AuthorisationReturnView } from './authorisation-return-view';
import { useAuthorisationReturn } from './use-authorisation-return';

/** #/middle: the return from WeChat's authorisation page (see useAuthorisationReturn). */
export function AuthorisationReturn() {
  const { phase, goOn, tryAgain } = useAuthorisationReturn();
  return <AuthorisationReturnView phase={phase} onGoOn={goOn} onTryAgain={tryAgain} />;
}
