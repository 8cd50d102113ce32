import { ErrorState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { StateWithLink } from '../state-with-link';

/** An order the traveller cannot see (unknown, or another traveller's): why, and the way back to the list. */
export function OrderNotFound({ message }: { message: string | undefined }) {
  const { t } = useTranslation('orderScreens');
  return (
    <StateWithLink to="/orders" label={t('backToOrders')}>
      <ErrorState message={message} />
    </StateWithLink>
  );
}
