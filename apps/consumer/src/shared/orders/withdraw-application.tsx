import { useCancelApplyMutation, useCancelEditMutation } from '@luggage/api/order-api';
import { ConfirmButton } from '@luggage/ui/dialogs';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action';
import { writeOrderState } from './write-order-state';

/** Props of {@link WithdrawApplication}. */
export interface WithdrawApplicationProps {
  orderId: string;
  /** The application waiting for the shop: a cancellation (cancel_apply) or a change of days (cancel_edit). */
  kind: 'cancel' | 'edit';
  /** Called once the server has withdrawn the application. */
  onWithdrawn?: () => void;
}

/** 'Withdraw the application' or 'the change request', asked for confirmation first; a refusal is a toast. */
export function WithdrawApplication({ orderId, kind, onWithdrawn }: WithdrawApplicationProps) {
  const { t } = useTranslation('orderScreens');
  const [cancelApply, applying] = useCancelApplyMutation();
  const [cancelEdit, editing] = useCancelEditMutation();
  const runAction = useOrderAction(writeOrderState);
  const [withdraw, withdrawing] = kind === 'cancel' ? [cancelApply, applying] : [cancelEdit, editing];

  const confirm = async () => {
    if (await runAction(withdraw({ orderId }))) onWithdrawn?.();
  };

  return (
    <ConfirmButton
      variant="secondary"
      disabled={withdrawing.isLoading}
      question={{
        title: t(`withdraw.${kind}.title`),
        message: t(`withdraw.${kind}.message`),
        confirmText: t('withdrawYes'),
        cancelText: t(`withdraw.${kind}.keep`),
      }}
      onConfirm={() => void confirm()}
    >
      {withdrawing.isLoading ? t('withdrawing') : t(`withdraw.${kind}.button`)}
    </ConfirmButton>
  );
}
