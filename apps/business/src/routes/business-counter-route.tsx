import { useLocation, useSearchParams } from 'react-router';
import { useCurrentShop } from '../app/current-shop';
import { CounterScreen } from '../features/counter/counter-screen';

/** #/bussiness/counter: check-in and check-out at the current shop; ?code=XXXXXXXX looks that voucher up at once. */
export function BusinessCounterRoute() {
  const { storeId } = useCurrentShop();
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const code = params.get('code') ?? undefined;
  // The next customer is not the linked one: the address loses the code, so reloading does not find it again.
  const nextCustomer = () => setParams({}, { replace: true, state: { isNextCustomer: true } });
  // Another shop or another linked code starts the counter afresh.
  return (
    <CounterScreen
      key={`${storeId}:${code ?? ''}`}
      storeId={storeId}
      initialCode={code}
      onNext={code ? nextCustomer : undefined}
      isNextCustomer={(state as { isNextCustomer?: boolean } | null)?.isNextCustomer === true}
    />
  );
}
