import type { ShopReview } from '@luggage/api/contract';
import { elapsedTimeText } from '@luggage/app-shell/i18n';
import { elapsedTime, type Instant } from '@luggage/domain/dates';
import { Card, ListRow } from '@luggage/ui/layout';
import { ReviewStars } from '@luggage/ui/stars';
import { useTranslation } from 'react-i18next';
import { ReplyForm } from './reply-form';

/** Props of {@link ReviewCard}. */
export interface ReviewCardProps {
  storeId: number;
  review: ShopReview;
  /** The time the elapsed-time labels are worked out for. */
  now: Instant;
}

/**
 * One review of the shop as travellers see it (stars, the masked reviewer, how long ago, the words), then
 * the shop's reply, or the form to send it while there is none.
 */
export function ReviewCard({ storeId, review, now }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  return (
    <Card as="article" gap={1} aria-label={t('reviewBy', { reviewer: review.reviewer })}>
      <ListRow>
        <p className="review-card__reviewer">{review.reviewer}</p>
        <time className="review-card__time" dateTime={review.createdAt}>
          {elapsedTimeText(t, elapsedTime(review.createdAt, now))}
        </time>
      </ListRow>
      <ReviewStars score={review.score} />
      <p className={review.content ? 'review-card__text' : 'review-card__text review-card__text--none'}>{review.content || t('noWords')}</p>
      {review.reply ? (
        <section className="review-card__reply" aria-label={t('reply')}>
          <ListRow>
            <p className="review-card__reply-title">{t('reply')}</p>
            <time className="review-card__time" dateTime={review.reply.createdAt}>
              {elapsedTimeText(t, elapsedTime(review.reply.createdAt, now))}
            </time>
          </ListRow>
          <p className="review-card__text">{review.reply.content}</p>
        </section>
      ) : (
        <ReplyForm storeId={storeId} reviewId={review.id} />
      )}
    </Card>
  );
}
