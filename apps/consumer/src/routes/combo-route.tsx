import { useAppSelector } from '@luggage/api/store';
import { useParams } from 'react-router';
import { ComboOffer } from '../features/combo/combo-offer';

/** #/combo/{id}: a combo package on sale, open to guests (buying asks them to log in). */
export function ComboRoute() {
  const { id } = useParams();
  const isGuest = useAppSelector((state) => state.session.user === null);
  return <ComboOffer comboId={id} isGuest={isGuest} />;
}
