import { useStoreCommentsQuery } from '@luggage/api/review-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import type { Instant } from '@luggage/domain/dates';
import { Stack } from '@luggage/ui/layout';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import './comments.css';

/** How many of the newest reviews the shop page shows. */
const LATEST_COUNT = 3;

/**
 * The shop page's reviews, under the page's own heading: the shop's score and review count, its newest
 * three reviews (with the shop's replies) and 'all N reviews', which opens #/comments for the shop; 'no
 * reviews yet' before any.
 */
export function LatestReviews({ storeId, now }: { storeId: number; now: Instant }) {
  const { t } = useTranslation('comments');
  const latest = useStoreCommentsQuery({ storeId, page: 1, pageSize: LATEST_COUNT });

  if (latest.isError && !latest.data) return <ErrorState message={apiErrorText(latest.error, t)} onRetry={() => void latest.refetch()} />;
  if (!latest.data) return <LoadingState text={t('loading')} />;
  const { reviews, score, count } = latest.data;
  if (reviews.length === 0) return <EmptyState text={t('empty')} />;
  return (
    <>
      <ReviewSummary score={score} count={count} />
      <Stack as="ul" gap={2} aria-label={t('latestLabel')}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} now={now} />
          </li>
        ))}
      </Stack>
      <Link className="lg-pill latest-reviews__all" to={`/comments?storeId=${storeId}`}>
        {t('allReviews', { count })}
      </Link>
    </>
  );
}
