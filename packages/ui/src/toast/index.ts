export { ToastHost, type ToastHostProps } from './toast-host';
export type { ToastMessage } from './toast-message';
export { TOAST_DEFAULT_MS, TOAST_STORE_MS } from './toast-durations';
export { toastReadingMs } from './toast-reading-ms';
