import { describe, expect, it } from 'vitest';
import { REVIEW_REPLY_MAX_LENGTH, reviewReplyRefusal } from './review-reply-refusal';

describe('reviewReplyRefusal', () => {
  it('allows up to 500 characters', () => expect(REVIEW_REPLY_MAX_LENGTH).toBe(500));

  it.each([
    ['Thank you!', null],
    ['谢谢您的好评', null],
    ['x'.repeat(500), null],
    [`  ${'x'.repeat(500)}\n`, null],
    ['', { reason: 'empty' }],
    [' \n\t ', { reason: 'empty' }],
    ['x'.repeat(501), { reason: 'tooLong', maxLength: 500 }],
  ])('%j → %j', (text, expected) => expect(reviewReplyRefusal(text)).toEqual(expected));
});
