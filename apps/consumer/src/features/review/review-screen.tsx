import { REVIEW_SOURCES, type OrderDetail, type ReviewSource } from '@luggage/api/contract';
import { useReviewOrderMutation } from '@luggage/api/order-api';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderStepForm } from '../../shared/orders/order-step-form';
import { OrderTextField } from '../../shared/orders/order-text-field';
import { useOrderAction } from '../../shared/orders/use-order-action';
import { ViewOrderLink } from '../../shared/orders/view-order-link';
import { markReviewed } from './mark-reviewed';
import { reviewBlock } from './review-block';
import { StarRating } from './star-rating';
import { Section } from '@luggage/ui/layout';
import '../../shared/orders/order-step.css';
import '../../shared/pill-row.css';
import './review.css';
import { orderShopName } from '../../shared/orders/order-shop-name';

/** Props of {@link ReviewScreen}: the order from the `id` query parameter and the time (epoch ms). */
export interface ReviewScreenProps {
  orderId: string | null;
  now: number;
}

function ReviewThanks({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('review');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Section className="review__thanks" aria-labelledby="review-thanks-title">
      <h2 id="review-thanks-title" className="review__title" tabIndex={-1} ref={headingRef}>
        {t('thanksTitle')}
      </h2>
      <p>{t('thanksText')}</p>
      <div className="pill-row order-step__actions">
        <Link className="lg-button lg-button--primary" to="/orders">
          {t('backToOrders')}
        </Link>
        <ViewOrderLink orderId={order.id} />
      </div>
    </Section>
  );
}

interface ReviewInput {
  score: number | null;
  content: string;
  source: ReviewSource | null;
}

function ReviewForm({ order, onReviewed }: { order: OrderDetail; onReviewed: () => void }) {
  const { t, i18n } = useTranslation('review');
  const shopName = orderShopName(order, i18n.language);
  const ids = { sourceError: useId() };
  const [input, setInput] = useState<ReviewInput>({ score: null, content: '', source: null });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [reviewOrder, { isLoading }] = useReviewOrderMutation();
  const runAction = useOrderAction((answer: { orderId: string }) => markReviewed(answer.orderId));
  const errors = {
    score: isSubmitted && input.score === null ? t('chooseScore') : undefined,
    source: isSubmitted && input.source === null ? t('chooseSource') : undefined,
  };

  const submit = async () => {
    setIsSubmitted(true);
    if (input.score === null || input.source === null) return;
    const answer = await runAction(reviewOrder({ orderId: order.id, score: input.score, content: input.content.trim(), source: input.source }));
    if (answer) onReviewed();
  };

  return (
    <OrderStepForm onSubmit={() => void submit()} isSending={isLoading} submitText={t('submit')} sendingText={t('sending')}>
      <Section as="p" className="review__intro">{t('intro', { shop: shopName })}</Section>
      <StarRating score={input.score} error={errors.score} onScore={(score) => setInput({ ...input, score })} />
      <Section as="div">
        <OrderTextField label={t('words')} value={input.content} onValue={(content) => setInput({ ...input, content })} />
      </Section>
      <Section as="fieldset" className="review__sources" aria-describedby={errors.source ? ids.sourceError : undefined}>
        <legend className="review__legend">{t('sourceLegend')}</legend>
        <div className="pill-row">
          {REVIEW_SOURCES.map((source) => (
            <label key={source} className="lg-pill review__chip">
              <input type="radio" name="review-source" value={source} checked={input.source === source} onChange={() => setInput({ ...input, source })} />
              <span>{t(`sources.${source}`)}</span>
            </label>
          ))}
        </div>
        {errors.source && (
          <p className="review__error" id={ids.sourceError} role="alert">
            {errors.source}
          </p>
        )}
      </Section>
    </OrderStepForm>
  );
}

function ReviewStep({ order, now }: { order: OrderDetail; now: number }) {
  const { t } = useTranslation('review');
  const [isReviewed, setIsReviewed] = useState(false);
  // Once reviewed here the thanks stay, although the reloaded order now has its review.
  if (isReviewed) return <ReviewThanks order={order} />;
  const block = reviewBlock(order, now);
  if (!block) return <ReviewForm order={order} onReviewed={() => setIsReviewed(true)} />;
  return (
    <Section>
      <p className="review__notice">{t(`blocked.${block}`)}</p>
      {order.reviewDetail && <p>{t('yourScore', { stars: t('stars', { count: order.reviewDetail.score }) })}</p>}
      <div className="pill-row order-step__actions">
        <Link className="lg-pill" to="/orders">
          {t('backToOrders')}
        </Link>
      </div>
    </Section>
  );
}

/**
 * #/review (spec §2, §3, §4): a score of 1–5 stars, optional words and 'how did you hear about us'; then
 * thanks, and the order's review flag is false in the loaded order list.
 */
export function ReviewScreen({ orderId, now }: ReviewScreenProps) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <ReviewStep order={order} now={now} />}</OrderLoader>;
}
