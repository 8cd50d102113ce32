/** Longest reply a shop may give to a review, in characters (after trimming). */
export const REVIEW_REPLY_MAX_LENGTH = 500;

/** Why a shop's reply text cannot be sent: nothing but blanks, or over {@link REVIEW_REPLY_MAX_LENGTH} characters. */
export type ReviewReplyRefusal = { readonly reason: 'empty' } | { readonly reason: 'tooLong'; readonly maxLength: number };

/**
 * Null when `text` may be sent as the shop's reply to a review, else why not. The text is judged trimmed
 * (as it is stored); its length counts UTF-16 code units, as the database's check and a text area's
 * `maxLength` do.
 */
export function reviewReplyRefusal(text: string): ReviewReplyRefusal | null {
  const trimmed = text.trim();
  if (trimmed === '') return { reason: 'empty' };
  if (trimmed.length > REVIEW_REPLY_MAX_LENGTH) return { reason: 'tooLong', maxLength: REVIEW_REPLY_MAX_LENGTH };
  return null;
}
