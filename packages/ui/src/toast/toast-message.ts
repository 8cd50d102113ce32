/** One toast to show. */
export interface ToastMessage {
  /** Unique while shown; passed back to `onDismiss`. */
  id: string | number;
  /** Already-translated text. */
  text: string;
  /** Display time in milliseconds; defaults to `TOAST_DEFAULT_MS` (1000). */
  durationMs?: number;
}
