import { toastDismissed, useAppDispatch, useAppSelector, type NoticeMessage } from '@luggage/api/store';
import { ToastHost } from '@luggage/ui/toast';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function noticeText(message: NoticeMessage, t: TFunction): string {
  return 'text' in message ? message.text : t(message.key, message.params);
}

/** Shows the store's toasts (1.5 s each) in the UI language. */
export function ToastOutlet() {
  const { t } = useTranslation();
  const toasts = useAppSelector((state) => state.notices.toasts);
  const dispatch = useAppDispatch();
  return (
    <ToastHost
      toasts={toasts.map((toast) => ({ id: toast.id, text: noticeText(toast.message, t), durationMs: toast.durationMs }))}
      onDismiss={(id) => dispatch(toastDismissed(String(id)))}
    />
  );
}
