import { useBusinessReviewListQuery } from '@luggage/api/business-review-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import type { Instant } from '@luggage/domain/dates';
import { hasNextPage, PAGE_SIZE } from '@luggage/domain/paging';
import { Button } from '@luggage/ui/button';
import { Stack } from '@luggage/ui/layout';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from './review-card';
import './reviews.css';

/** The cards of one page of the shop's reviews. */
function ReviewPage({ storeId, page, now }: { storeId: number; page: number; now: Instant }) {
  const { currentData: data } = useBusinessReviewListQuery({ storeId, page, pageSize: PAGE_SIZE });
  return data?.reviews.map((review) => (
    <li key={review.id}>
      <ReviewCard storeId={storeId} review={review} now={now} />
    </li>
  ));
}

/**
 * #/bussiness/reviews: the shop's reviews as travellers read them, newest first, 10 a page ('load more'
 * while the last page was full), each with the shop's reply or the form to send it.
 */
export function ReviewList({ storeId, now }: { storeId: number; now: Instant }) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const [pageCount, setPageCount] = useState(1);
  const first = useBusinessReviewListQuery({ storeId, page: 1, pageSize: PAGE_SIZE });
  const last = useBusinessReviewListQuery({ storeId, page: pageCount, pageSize: PAGE_SIZE });

  if (first.isError && !first.currentData) return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  if (!first.currentData) return <LoadingState />;
  const { score, count, reviews } = first.currentData;
  const lastCount = last.currentData?.reviews.length;
  return (
    <Stack as="section" isPage isCapped aria-labelledby={headingId}>
      <h2 id={headingId} className="reviews__heading">
        {t('heading')}
        <span className="reviews__summary">
          {' · '}
          <span className="lg-visually-hidden">{t('score', { score: score.toFixed(1) })}</span>
          <span aria-hidden="true">★ {score.toFixed(1)}</span> · {t('count', { count })}
        </span>
      </h2>
      {reviews.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <Stack as="ul" aria-label={t('listLabel')}>
          {Array.from({ length: pageCount }, (_, index) => (
            <ReviewPage key={index + 1} storeId={storeId} page={index + 1} now={now} />
          ))}
        </Stack>
      )}
      {last.isError && <ErrorState message={apiErrorText(last.error, t)} onRetry={() => void last.refetch()} />}
      {lastCount === undefined && !last.isError && <LoadingState text={t('loadingMore')} />}
      {lastCount !== undefined && hasNextPage(lastCount) && (
        <Button variant="secondary" onClick={() => setPageCount((pages) => pages + 1)}>
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
