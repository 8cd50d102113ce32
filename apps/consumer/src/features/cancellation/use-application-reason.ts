import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTextFieldProps } from '../../shared/orders/order-text-field';

/**
 * The reason of a cancellation application, which the storage point needs: the props of its required
 * OrderTextField (the error clears once something is typed) and `check`, which gives the trimmed reason to
 * send, or null after showing the error and focusing the field when only blanks were typed.
 */
export function useApplicationReason(initial: string) {
  const { t } = useTranslation('cancellation');
  const id = useId();
  const [reason, setReason] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const field: OrderTextFieldProps = {
    id,
    label: t('applyReason'),
    value: reason,
    required: true,
    error,
    onValue: (value) => {
      setReason(value);
      if (value.trim()) setError(undefined);
    },
  };
  const check = () => {
    if (reason.trim()) return reason.trim();
    setError(t('reasonRequired'));
    document.getElementById(id)?.focus();
    return null;
  };
  return { field, check };
}
