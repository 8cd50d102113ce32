import { useAppSelector } from '@luggage/api/store';
import { VerifyScreen } from '../features/verify/verify-screen';

/** #/verify: real-name verification (issue 16), for logged-in travellers. */
export function VerifyRoute() {
  const userId = useAppSelector((state) => state.session.user?.userId);
  // The route's handle lets only a logged-in traveller in.
  return userId ? <VerifyScreen userId={userId} /> : null;
}
