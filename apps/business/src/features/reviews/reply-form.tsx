import { useReplyReviewMutation } from '@luggage/api/business-review-api';
import { useRejectionToast } from '@luggage/api/store';
import { REVIEW_REPLY_MAX_LENGTH, reviewReplyRefusal } from '@luggage/domain/orders';
import { Button } from '@luggage/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shop's one reply to a review: a text area (at most 500 characters, with its counter), then 'send'.
 * The domain's reviewReplyRefusal judges the text before it goes (blank, too long), shown under the field;
 * the server's refusal (already replied…) is a toast (spec §8) and keeps the text; once sent, the list is refetched and shows the reply instead.
 */
export function ReplyForm({ storeId, reviewId }: { storeId: number; reviewId: string }) {
  const { t } = useTranslation('reviews');
  const ids = { field: useId(), counter: useId(), error: useId(), note: useId() };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reply, { isLoading }] = useReplyReviewMutation();
  const showRefusal = useRejectionToast();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = reviewReplyRefusal(text);
    if (refusal) {
      setError(refusal.reason === 'empty' ? t('refusal.empty') : t('refusal.tooLong', { maxLength: refusal.maxLength }));
      return;
    }
    setError(null);
    const result = await reply({ storeId, reviewId, content: text });
    showRefusal(result.error);
  };

  return (
    <form className="review-reply-form" onSubmit={(event) => void send(event)} noValidate>
      <label className="review-reply-form__label" htmlFor={ids.field}>
        {t('replyLabel')}
      </label>
      <textarea
        className="review-reply-form__input"
        id={ids.field}
        value={text}
        rows={3}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        aria-invalid={Boolean(error)}
        aria-describedby={[ids.note, ids.counter, error && ids.error].filter(Boolean).join(' ')}
        onChange={(event) => setText(event.target.value)}
      />
      <span className="review-reply-form__hint" id={ids.counter}>
        {t('counter', { count: text.length, max: REVIEW_REPLY_MAX_LENGTH })}
      </span>
      <span className="review-reply-form__hint" id={ids.note}>
        {t('onceOnly')}
      </span>
      {error && (
        <p className="review-reply-form__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
