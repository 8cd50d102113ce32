import { useSearchParams } from 'react-router';
import { CASH_TABS, type CashTab } from '../features/rewards/cash-tab';
import { CashScreen } from '../features/rewards/cash-screen';

/** The tab of `tab=`; anything else is the rewards. */
const tabOf = (param: string | null): CashTab => CASH_TABS.find((tab) => tab === param) ?? 'rewards';

/**
 * #/cash: my rewards and withdrawals (issue 16), for logged-in travellers. The selected tab stays in the
 * URL (`tab=withdrawals`), without adding history entries.
 */
export function CashRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <CashScreen
      tab={tabOf(params.get('tab'))}
      onSelectTab={(tab) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', tab);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
