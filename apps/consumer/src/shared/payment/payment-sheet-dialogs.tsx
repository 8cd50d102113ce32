import { ConfirmDialog } from '@luggage/ui/dialogs';
import { useTranslation } from 'react-i18next';
import { SandboxPaySheet } from './sandbox-pay-sheet';
import type { useProviderSheet } from './use-provider-sheet';

/** Props of {@link PaymentSheetDialogs}: what useProviderSheet answers, and how to pay again. */
export interface PaymentSheetDialogsProps {
  sheet: Pick<ReturnType<typeof useProviderSheet>, 'phase' | 'failure' | 'dismissFailure' | 'confirmSandbox' | 'failSandbox' | 'closeSandbox'>;
  onPayAgain: () => void;
}

/** The dialogs of a payment: the sandbox's sheet while it is open, and a failed payment's reason with 'try again'. */
export function PaymentSheetDialogs({ sheet, onPayAgain }: PaymentSheetDialogsProps) {
  const { t } = useTranslation('paySheet');
  return (
    <>
      {sheet.phase.name === 'sandbox' && (
        <SandboxPaySheet amount={sheet.phase.amount} isBusy={sheet.phase.isBusy} onConfirm={sheet.confirmSandbox} onFail={sheet.failSandbox} onClose={sheet.closeSandbox} />
      )}
      <ConfirmDialog
        open={sheet.failure !== null}
        title={t('failedTitle')}
        message={sheet.failure}
        confirmText={t('tryAgain')}
        cancelText={t('notNow')}
        onConfirm={() => {
          sheet.dismissFailure();
          onPayAgain();
        }}
        onCancel={sheet.dismissFailure}
      />
    </>
  );
}
