import type { PendingApplication } from '@luggage/api/contract';
import { EmptyState } from '@luggage/ui/states';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationCard, type ApplicationOutcome } from './application-card';
import { Stack } from '@luggage/ui/layout';
import './requests.css';

/** Props of {@link ApplicationList}. */
export interface ApplicationListProps {
  storeId: number;
  /** The shop's applications waiting for an answer (the shop's day, businessToday). */
  applications: PendingApplication[];
}

/**
 * The requests screen's content: the shop's waiting cancellation applications and change requests, in the
 * order the server lists them, or 'no requests waiting'. The outcome of the last answer, a refusal too, is
 * announced in a polite live region that outlives the answered card (which leaves the list once the day is
 * refetched, even after a refusal such as 'already answered').
 */
export function ApplicationList({ storeId, applications }: ApplicationListProps) {
  const { t } = useTranslation('requests');
  const headingId = useId();
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);
  return (
    <Stack as="section" isPage aria-labelledby={headingId}>
      <h2 id={headingId} className="requests__heading">
        {t('heading')}
        {applications.length > 0 && <span className="requests__count"> · {t('count', { count: applications.length })}</span>}
      </h2>
      <p className="requests__intro">{t('intro')}</p>
      <p className={outcome?.isRefusal ? 'requests__outcome requests__outcome--refused' : 'requests__outcome'} role="status" aria-label={t('outcome')}>
        {outcome?.text}
      </p>
      {applications.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <ul className="requests__list">
          {applications.map((pending) => (
            <li key={pending.order.id}>
              <ApplicationCard storeId={storeId} pending={pending} onDecided={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
