import type { ShopReview } from '@luggage/api/contract';
import type { Instant } from '@luggage/domain/dates';
import { Card, ListRow } from '@luggage/ui/layout';
import { ReviewStars } from '@luggage/ui/stars';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ElapsedLabel } from './elapsed-label';

/** Props of {@link ReviewItem}. */
export interface ReviewItemProps {
  review: ShopReview;
  /** The time the elapsed-time label is worked out for. */
  now: Instant;
  /** The card itself, for moving focus to it when a page of reviews arrives. */
  cardRef?: Ref<HTMLElement>;
}

/**
 * One review: its stars, who wrote it (a first letter or a masked phone, as the server sends it), how long
 * ago, the traveller's words, and the shop's reply under it when there is one.
 */
export function ReviewItem({ review, now, cardRef }: ReviewItemProps) {
  const { t } = useTranslation('comments');
  return (
    <Card as="article" gap={1} aria-label={t('reviewBy', { reviewer: review.reviewer })} ref={cardRef} tabIndex={cardRef ? -1 : undefined}>
      <ListRow>
        <p className="review-item__reviewer">{review.reviewer}</p>
        <ElapsedLabel className="review-item__time" at={review.createdAt} now={now} />
      </ListRow>
      <ReviewStars score={review.score} />
      {review.content && <p className="review-item__text">{review.content}</p>}
      {review.reply && (
        <section className="review-item__reply" aria-label={t('reply')}>
          <ListRow>
            <p className="review-item__reply-title">{t('reply')}</p>
            <ElapsedLabel className="review-item__time" at={review.reply.createdAt} now={now} />
          </ListRow>
          <p className="review-item__text">{review.reply.content}</p>
        </section>
      )}
    </Card>
  );
}
