import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `claim=1` a guest's 'log in and claim' comes back with (#/coupon, #/share): whether the page should
 * claim on arrival, and the callback that drops it from the URL once handled (a reload does not claim again).
 */
export function useClaimOnArrival(): { claimOnArrival: boolean; onArrivalHandled: () => void } {
  const [params, setParams] = useSearchParams();
  const onArrivalHandled = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('claim');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { claimOnArrival: params.get('claim') === '1', onArrivalHandled };
}
