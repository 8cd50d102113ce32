import type { Selectable } from 'kysely';
import type { WithdrawalTable } from '../../db/database-schema';
import type { PayoutTransfer } from '../payout/payout-provider';

/** The transfer a withdrawal row asks of the payout provider. */
export function payoutTransferOf(row: Pick<Selectable<WithdrawalTable>, 'out_bill_no' | 'openid' | 'amount' | 'created_at'>): PayoutTransfer {
  return { outBillNo: row.out_bill_no, openid: row.openid, amount: row.amount, createdAt: row.created_at.getTime() };
}
