import { useCancelApplyMutation } from '@luggage/api/order-api';
import { useAppDispatch } from '@luggage/api/store';
import { Button } from '@luggage/ui/button';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorToast } from '../../shared/orders/action-error-toast';
import { writeOrderState } from '../../shared/orders/write-order-state';

/** Props of {@link WithdrawApplication}. */
export interface WithdrawApplicationProps {
  orderId: string;
  /** Called once the server has withdrawn the application. */
  onWithdrawn?: () => void;
}

/** 'Withdraw the application' (cancel_apply), asked for confirmation first; a refusal is a toast. */
export function WithdrawApplication({ orderId, onWithdrawn }: WithdrawApplicationProps) {
  const { t } = useTranslation('cancellation');
  const dispatch = useAppDispatch();
  const [isAsking, setIsAsking] = useState(false);
  const [cancelApply, { isLoading }] = useCancelApplyMutation();

  const withdraw = async () => {
    setIsAsking(false);
    const result = await cancelApply({ orderId });
    if (result.error) {
      const toast = actionErrorToast(result.error);
      if (toast) dispatch(toast);
      return;
    }
    dispatch(writeOrderState(result.data));
    onWithdrawn?.();
  };

  return (
    <>
      <Button variant="secondary" disabled={isLoading} onClick={() => setIsAsking(true)}>
        {isLoading ? t('withdrawing') : t('withdraw')}
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={t('withdrawTitle')}
        message={t('withdrawMessage')}
        confirmText={t('withdrawYes')}
        cancelText={t('keepApplication')}
        onConfirm={() => void withdraw()}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
