import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The pill back to an order's page, the last way on of the order's action screens. */
export function ViewOrderLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orderScreens');
  return (
    <Link className="lg-pill" to={`/order/${orderId}`}>
      {t('viewOrder')}
    </Link>
  );
}
