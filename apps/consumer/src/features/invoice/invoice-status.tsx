import type { Invoice } from '@luggage/api/contract';
import { formatDate, formatDateTime, shanghaiToday } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { FactList, ListRow, Section, SectionHeading } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An order's invoice where it stands: its state (requested, issued, voided — with why: the refund), number,
 * title and code, amount, the PDF to download and where it was emailed.
 */
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoice');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} className="invoice-status">
      <ListRow>
        <SectionHeading level={2} id={titleId}>
          {t('heading')}
        </SectionHeading>
        <span className={`lg-badge invoice-status__badge invoice-status__badge--${invoice.state}`}>{t(`state.${invoice.state}`)}</span>
      </ListRow>
      <p className={invoice.state === 'voided' ? 'invoice__notice invoice__notice--voided' : 'invoice__notice'} role="status">
        {invoice.state === 'voided' && invoice.voidedAt
          ? t('stateNote.voided', { date: formatDate(shanghaiToday(invoice.voidedAt), i18n.language) })
          : t(`stateNote.${invoice.state}`)}
      </p>
      <FactList isValueEnd>
        {invoice.number && (
          <>
            <dt>{t('number')}</dt>
            <dd>{invoice.number}</dd>
          </>
        )}
        {invoice.issuedAt && (
          <>
            <dt>{t('issuedAt')}</dt>
            <dd>{formatDateTime(invoice.issuedAt, i18n.language)}</dd>
          </>
        )}
        <dt>{t('title')}</dt>
        <dd>
          {invoice.title} ({t(`kind.${invoice.titleKind}`)})
        </dd>
        {invoice.creditCode && (
          <>
            <dt>{t('creditCode')}</dt>
            <dd>{invoice.creditCode}</dd>
          </>
        )}
        <dt>{t('amount')}</dt>
        <dd>{t('yuan', { amount: formatYuan(invoice.amount) })}</dd>
      </FactList>
      {invoice.pdfUrl && (
        <p className="invoice-status__download">
          <a className="lg-button lg-button--primary" href={invoice.pdfUrl} download>
            {t('download')}
          </a>
        </p>
      )}
      {invoice.state !== 'voided' && <p className="invoice__note">{invoice.emailedAt ? t('sentTo', { email: invoice.email }) : t('sendingTo', { email: invoice.email })}</p>}
      <p className="invoice__note">{t('sample')}</p>
    </Section>
  );
}
