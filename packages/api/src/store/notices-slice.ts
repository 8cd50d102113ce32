import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** How long a toast raised from the store stays up (spec §2: 1.5 s from the store). */
export const STORE_TOAST_MS = 1500;

/** A message to show: an i18n key ('ns:key') translated at display time, or ready text. */
export type NoticeMessage = { key: string; params?: Record<string, string | number> } | { text: string };

export interface Toast {
  id: string;
  message: NoticeMessage;
  durationMs: number;
}

export interface NoticesState {
  toasts: Toast[];
}

/** Toasts raised by the app's logic (errors, confirmations); the app's ToastHost shows them. */
export const noticesSlice = createSlice({
  name: 'notices',
  initialState: (): NoticesState => ({ toasts: [] }),
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(message: NoticeMessage, durationMs: number = STORE_TOAST_MS) {
        return { payload: { id: nanoid(), message, durationMs } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = noticesSlice.actions;
