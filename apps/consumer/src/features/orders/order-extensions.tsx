import type { OrderDetail } from '@luggage/api/contract';
import { formatDate, formatDateTime } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { Section, SectionHeading, Stack } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A booking's extensions, paid or waiting for payment: the added days, the amount and where it stands;
 * one waiting for payment offers its payment (#/pay/{extension id}) and says when it lapses.
 */
export function OrderExtensions({ extensions }: { extensions: OrderDetail['extensions'] }) {
  const { t, i18n } = useTranslation('orderExtension');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeading level={3} id={titleId}>
        {t('extensions')}
      </SectionHeading>
      <Stack as="ul" gap={2}>
        {extensions.map((extension) => (
          <li key={extension.id} className="order-extensions__item">
            <p className="order-extensions__line">
              {extension.startTime === extension.endTime
                ? t('extensionDay', { day: formatDate(extension.startTime, i18n.language), amount: formatYuan(extension.payAmount) })
                : t('extension', {
                    start: formatDate(extension.startTime, i18n.language),
                    end: formatDate(extension.endTime, i18n.language),
                    amount: formatYuan(extension.payAmount),
                  })}{' '}
              <span className={`lg-badge order-status order-status--${extension.status}`}>{t(`extensionState.${extension.status}`)}</span>
            </p>
            {extension.status === 'unpaid' && (
              <>
                <p className="order-screen__note">{t('payBefore', { time: formatDateTime(extension.payBefore, i18n.language) })}</p>
                <Link className="lg-button lg-button--primary" to={`/pay/${extension.id}`}>
                  {t('payExtension')}
                </Link>
              </>
            )}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
