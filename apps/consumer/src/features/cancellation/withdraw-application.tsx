import { useCancelApplyMutation } from '@luggage/api/order-api';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../shared/confirm-button';
import { useOrderAction } from '../../shared/orders/use-order-action';
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
  const [cancelApply, { isLoading }] = useCancelApplyMutation();
  const runAction = useOrderAction(writeOrderState);

  const withdraw = async () => {
    if (await runAction(cancelApply({ orderId }))) onWithdrawn?.();
  };

  return (
    <ConfirmButton
      variant="secondary"
      text={t('withdraw')}
      isBusy={isLoading}
      busyText={t('withdrawing')}
      question={{ title: t('withdrawTitle'), message: t('withdrawMessage'), confirmText: t('withdrawYes'), cancelText: t('keepApplication') }}
      onConfirm={() => void withdraw()}
    />
  );
}
