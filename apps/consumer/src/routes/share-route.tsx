import { useAppSelector } from '@luggage/api/store';
import { useSearchParams } from 'react-router';
import { ShareScreen } from '../features/wechat-share/share-screen';
import { useClaimOnArrival } from './use-claim-on-arrival';

/**
 * #/share (spec §2): the product and the traveller's share activity, or with `from=` a friend's invitation
 * (the code as given: the server judges it). A guest's 'log in and claim' comes back with `claim=1`, which
 * claims once and is then dropped from the URL.
 */
export function ShareRoute() {
  const [params] = useSearchParams();
  const isGuest = useAppSelector((state) => state.session.user === null);
  const arrival = useClaimOnArrival();
  const from = params.get('from')?.trim() || null;
  // Another link starts afresh: no 'claimed' of the one before.
  return <ShareScreen key={from ?? 'mine'} from={from} isGuest={isGuest} {...arrival} />;
}
