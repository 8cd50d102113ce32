/** Reading speeds behind {@link toastReadingMs}: about 8 Chinese characters or 17 Latin characters a second. */
const MS_PER_CJK_CHARACTER = 125;
const MS_PER_OTHER_CHARACTER = 60;
/** Time to notice a toast before reading starts. */
const NOTICE_MS = 500;
/** No toast stays longer than this: a longer text belongs in a dialog. */
const MAX_TOAST_MS = 7000;
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/u;

/**
 * How long `text` takes to read, in milliseconds, at most {@link MAX_TOAST_MS}. The spec's toast times
 * (1.5 s from the store, 1 s default) are kept as minimums: a server refusal such as 'this phone is not
 * registered as shop staff, please ask the shop owner to invite you' cannot be read in 1.5 s, and a toast
 * gone before it is read fails travellers and screen-reader users alike (WCAG 2.2.1).
 */
export function toastReadingMs(text: string): number {
  let ms = NOTICE_MS;
  for (const character of text) ms += CJK.test(character) ? MS_PER_CJK_CHARACTER : MS_PER_OTHER_CHARACTER;
  return Math.min(ms, MAX_TOAST_MS);
}
