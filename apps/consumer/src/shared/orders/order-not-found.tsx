import { ErrorState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './order-load.css';

/** An order the traveller cannot see (unknown, or another traveller's): why, and the way back to the list. */
export function OrderNotFound({ message }: { message: string | undefined }) {
  const { t } = useTranslation('orderScreens');
  return (
    <div className="order-load__state">
      <ErrorState message={message} />
      <Link className="lg-pill" to="/orders">
        {t('backToOrders')}
      </Link>
    </div>
  );
}
