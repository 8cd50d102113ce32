import { STORAGE_VAT_PERCENT } from '@luggage/domain/invoices';
import { formatYuan } from '@luggage/domain/money';
import { useInvoiceInfoQuery } from '@luggage/api/invoice-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { FactList, Section } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { orderShopName } from '../../shared/orders/order-shop-name';
import { InvoiceForm } from './invoice-form';
import { InvoiceStatus } from './invoice-status';
import '../../shared/orders/order-step.css';
import './invoice.css';

/** The invoice of a loaded order: loading, failure with retry, the invoice, why none can be asked, or the form. */
function InvoiceStep({ orderId, shopName }: { orderId: string; shopName: string }) {
  const { t } = useTranslation('invoice');
  const { t: tScreens } = useTranslation('orderScreens');
  const info = useInvoiceInfoQuery({ orderId });
  if (info.isError && !info.currentData) return <ErrorState message={apiErrorText(info.error, tScreens)} onRetry={() => void info.refetch()} />;
  if (!info.currentData) return <LoadingState text={t('loading')} />;
  const { amount, refusal, invoice } = info.currentData;
  return (
    <div className="invoice">
      <Section>
        <p className="invoice__shop">{shopName}</p>
        <p className="invoice__note">
          <Link to={`/order/${orderId}`}>{t('orderNumber', { id: orderId })}</Link>
        </p>
        {!invoice && (
          <>
            <FactList isValueEnd>
              <dt>{t('paidAmount')}</dt>
              <dd>{t('yuan', { amount: formatYuan(amount) })}</dd>
            </FactList>
            <p className="invoice__note">{t('amountNote', { percent: STORAGE_VAT_PERCENT })}</p>
          </>
        )}
      </Section>
      {invoice && <InvoiceStatus invoice={invoice} />}
      {!invoice && refusal && (
        <Section>
          <p className="invoice__notice" role="status">
            {t(`refusal.${refusal}`)}
          </p>
        </Section>
      )}
      {!invoice && !refusal && <InvoiceForm orderId={orderId} />}
    </div>
  );
}

/**
 * #/bill/{id} (spec §2, §7): the electronic invoice of one of the traveller's orders. Once its luggage has
 * been picked up: the form (personal or company title, credit code, email, more); then where the invoice
 * stands, its PDF and where it was sent, or that a refund voided it.
 */
export function InvoiceScreen({ orderId }: { orderId: string | undefined }) {
  const { i18n } = useTranslation('invoice');
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <InvoiceStep orderId={order.id} shopName={orderShopName(order, i18n.language)} />}</OrderLoader>;
}
