import { useSearchParams } from 'react-router';
import { useCurrentShop } from '../app/current-shop';
import { CounterScreen } from '../features/counter/counter-screen';

/** #/bussiness/counter: check-in and check-out at the current shop; ?code=XXXXXXXX looks that voucher up at once. */
export function BusinessCounterRoute() {
  const { storeId } = useCurrentShop();
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  // Another shop or another linked code starts the counter afresh.
  return <CounterScreen key={`${storeId}:${code ?? ''}`} storeId={storeId} initialCode={code} />;
}
