import type { VerificationAttempt } from '@luggage/api/contract';
import { useVerifyListQuery } from '@luggage/api/identity-api';
import { formatDateTime } from '@luggage/domain/dates';
import { SectionHeading, Stack } from '@luggage/ui/layout';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { useFocusOnArrival } from '../../shared/use-focus-on-arrival';
import './verify.css';

/** One attempt: the masked name and number, passed or failed (and why), and when. */
function AttemptRow({ attempt, rowRef }: { attempt: VerificationAttempt; rowRef?: Ref<HTMLLIElement> }) {
  const { t, i18n } = useTranslation('verify');
  return (
    <li ref={rowRef} tabIndex={rowRef ? -1 : undefined} className={`verify-attempt verify-attempt--${attempt.result}`}>
      <span className="verify-attempt__main">
        <span className="verify-attempt__who">
          {attempt.name} {attempt.idNumber}
        </span>
        <span className="verify-attempt__result">{t(`result.${attempt.result}`)}</span>
      </span>
      {attempt.failureReason && <span className="verify-attempt__reason">{attempt.failureReason}</span>}
      <span className="verify__note">{formatDateTime(attempt.createdAt, i18n.language)}</span>
    </li>
  );
}

/** The rows of one page; a page loaded by 'load more' takes the focus to its first row. */
function AttemptPage({ pageNo, takeFocus }: { pageNo: number; takeFocus: boolean }) {
  const { currentData: data } = useVerifyListQuery({ pageNo });
  const firstRow = useFocusOnArrival<HTMLLIElement>(takeFocus, (data?.attempts.length ?? 0) > 0);
  return data?.attempts.map((attempt, index) => <AttemptRow key={attempt.id} attempt={attempt} rowRef={index === 0 && takeFocus ? firstRow : undefined} />);
}

/**
 * The traveller's verification attempts, newest first, 10 a page (spec §9: 'load more' only after a full
 * page). The first page is the one the screen's state came with.
 */
export function AttemptList() {
  const { t } = useTranslation('verify');
  const { t: tPaging } = useTranslation('verify', { keyPrefix: 'paging' });
  const headingId = useId();
  const [pageCount, setPageCount] = useState(1);
  const first = useVerifyListQuery({ pageNo: 1 });
  const last = useVerifyListQuery({ pageNo: pageCount });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <section className="lg-section verify__attempts" aria-labelledby={headingId}>
      <SectionHeading level={2} id={headingId}>
        {t('attempts')}
      </SectionHeading>
      {first.currentData?.attempts.length === 0 ? (
        <p className="verify__note">{t('noAttempts')}</p>
      ) : (
        <Stack>
          <Stack as="ul" gap={2} aria-labelledby={headingId} className="verify__list">
            {pages.map((pageNo) => (
              <AttemptPage key={pageNo} pageNo={pageNo} takeFocus={pageNo > 1 && pageNo === pageCount} />
            ))}
          </Stack>
          <PagedListFooter
            pageCount={pageCount}
            lastPage={{ itemCount: last.currentData?.attempts.length, isError: last.isError, error: last.error, refetch: last.refetch }}
            onLoadMore={() => setPageCount((count) => count + 1)}
            t={tPaging}
          />
        </Stack>
      )}
    </section>
  );
}
