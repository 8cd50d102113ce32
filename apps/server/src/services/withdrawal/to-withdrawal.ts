import { errorMessage, isErrorMessageCode, type MessageLanguage, type Withdrawal } from '@luggage/api/contract';
import type { Selectable } from 'kysely';
import type { WithdrawalTable } from '../../db/database-schema';
import type { PayoutProvider } from '../payout/payout-provider';

/** Why a withdrawal failed, in `language`: a catalogue key's text, else 'the payout failed (<the provider's code>)…'. */
function failureReasonOf(code: string, language: MessageLanguage): string {
  return isErrorMessageCode(code) ? errorMessage(code, language) : errorMessage('payoutFailed', language, { reason: code });
}

/**
 * A withdrawal row as the contract's Withdrawal, its failure told in `language`; while WeChat waits for the
 * traveller to accept it, what the app asks them with (the merchant of `payouts`).
 */
export function toWithdrawal(row: Selectable<WithdrawalTable>, language: MessageLanguage, payouts: Pick<PayoutProvider, 'confirmingMerchant'>): Withdrawal {
  const merchant = payouts.confirmingMerchant;
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    failureReason: row.failure_code === null ? null : failureReasonOf(row.failure_code, language),
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    wechatConfirmation: row.status === 'processing' && row.transfer_package !== null && merchant !== null ? { ...merchant, package: row.transfer_package } : null,
  };
}
