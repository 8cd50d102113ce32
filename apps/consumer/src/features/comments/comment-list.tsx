import { idParam } from '@luggage/api/contract';
import { isApiErrorOf } from '@luggage/api/errors';
import { useStoreCommentsQuery } from '@luggage/api/review-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import type { Instant } from '@luggage/domain/dates';
import { PAGE_SIZE } from '@luggage/domain/paging';
import { Card, Stack } from '@luggage/ui/layout';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { useFocusOnArrival } from '../../shared/use-focus-on-arrival';
import { StateWithLink } from '../../shared/state-with-link';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import './comments.css';

/** The reviews of one page; a page loaded by 'load more' takes the focus to its first review. */
function CommentPage({ storeId, page, now, takeFocus }: { storeId: number; page: number; now: Instant; takeFocus: boolean }) {
  const { currentData: data } = useStoreCommentsQuery({ storeId, page, pageSize: PAGE_SIZE });
  const firstCard = useFocusOnArrival<HTMLElement>(takeFocus, (data?.reviews.length ?? 0) > 0);
  return data?.reviews.map((review, index) => (
    <li key={review.id}>
      <ReviewItem review={review} now={now} cardRef={index === 0 && takeFocus ? firstCard : undefined} />
    </li>
  ));
}

/** Props of {@link CommentList}. */
export interface CommentListProps {
  /** The shop's id from the URL, as typed: anything but a positive integer is an unknown shop. */
  storeId: string | null;
  /** The time the elapsed-time labels are worked out for. */
  now: Instant;
}

/**
 * #/comments: a shop's reviews, newest first, 10 a page (spec §5, §9), under the shop's score and review
 * count; 'load more' appears only while the last page loaded was full. An unknown shop says so with the
 * way home; other failures offer a retry.
 */
export function CommentList({ storeId, now }: CommentListProps) {
  const { t } = useTranslation('comments');
  const id = idParam.safeParse(storeId);
  const [pageCount, setPageCount] = useState(1);
  const first = useStoreCommentsQuery(id.success ? { storeId: id.data, page: 1, pageSize: PAGE_SIZE } : skipToken);
  const last = useStoreCommentsQuery(id.success ? { storeId: id.data, page: pageCount, pageSize: PAGE_SIZE } : skipToken);

  if (!id.success || isApiErrorOf(first.error, 'shopNotFound')) {
    return (
      <StateWithLink to="/" label={t('backHome')}>
        <ErrorState message={t('api:shopNotFound')} />
      </StateWithLink>
    );
  }
  if (first.isError && !first.data) return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  if (!first.data) return <LoadingState text={t('loading')} />;

  const summary = (
    <Card>
      <ReviewSummary score={first.data.score} count={first.data.count} />
    </Card>
  );
  if (first.data.reviews.length === 0) {
    return (
      <Stack isPage>
        {summary}
        <EmptyState text={t('empty')} />
      </Stack>
    );
  }
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  // currentData: `data` would still be the previous page's while the next one loads or after it failed.
  const lastCount = last.currentData?.reviews.length;
  return (
    <Stack isPage>
      {summary}
      <Stack as="ul" aria-label={t('listLabel')}>
        {pages.map((page) => (
          <CommentPage key={page} storeId={id.data} page={page} now={now} takeFocus={page > 1 && page === pageCount} />
        ))}
      </Stack>
      <PagedListFooter
        pageCount={pageCount}
        lastPage={{ itemCount: lastCount, isError: last.isError, error: last.error, refetch: last.refetch }}
        onLoadMore={() => setPageCount((count) => count + 1)}
        t={t}
      />
    </Stack>
  );
}
