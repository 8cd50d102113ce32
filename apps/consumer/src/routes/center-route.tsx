import { useSignedInSession } from '@luggage/app-shell/routing';
import { UserCentre } from '../features/user-centre/user-centre';

/** #/center: the user centre, for logged-in consumers only (spec §2). */
export function CenterRoute() {
  const session = useSignedInSession();
  return <UserCentre session={session} />;
}
