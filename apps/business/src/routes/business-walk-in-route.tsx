import { useCurrentShop } from '../app/current-shop';
import { WalkInScreen } from '../features/counter/walk-in-screen';

/** #/bussiness/walk-in: a booking made, paid and stored at the counter of the current shop. */
export function BusinessWalkInRoute() {
  const { storeId } = useCurrentShop();
  return <WalkInScreen key={storeId} storeId={storeId} />;
}
