import type { PayoutProvider, PayoutState, PayoutTransfer } from './payout-provider';

/** The default wait before the sandbox says a transfer was paid. */
export const DEFAULT_SANDBOX_PAYOUT_DELAY_MS = 3_000;

/** Openids starting with this are refused by the sandbox: the 'failed, money returned' path for tests and demos. */
export const SANDBOX_FAILING_OPENID_PREFIX = 'sandbox-fail';

/**
 * Whether the sandbox refuses `transfer`: its openid starts with {@link SANDBOX_FAILING_OPENID_PREFIX}, or its
 * amount ends in 99 fen (¥1.99, ¥12.99, …: what a browser journey can choose, since the local WeChat
 * authorisation gives ordinary openids).
 */
function isRefusedBySandbox(transfer: PayoutTransfer): boolean {
  return transfer.openid.startsWith(SANDBOX_FAILING_OPENID_PREFIX) || transfer.amount % 100 === 99;
}

/**
 * The local payout provider: no money moves. A transfer is 'processing' until `delayMs` after the
 * withdrawal was made, then 'paid' (bill id 'sandbox-<outBillNo>'), or 'failed' ('payoutRefusedBySandbox')
 * when {@link isRefusedBySandbox}. It keeps nothing: the withdrawal row
 * is the state, so every server process answers the same.
 */
export function createSandboxPayoutProvider(deps: { clock: () => number; delayMs?: number }): PayoutProvider {
  const delayMs = deps.delayMs ?? DEFAULT_SANDBOX_PAYOUT_DELAY_MS;
  const stateOf = (transfer: PayoutTransfer): PayoutState => {
    if (deps.clock() < transfer.createdAt + delayMs) return { state: 'processing' };
    if (isRefusedBySandbox(transfer)) return { state: 'failed', reason: 'payoutRefusedBySandbox' };
    return { state: 'paid', providerBillId: `sandbox-${transfer.outBillNo}` };
  };
  return {
    name: 'sandbox',
    confirmingMerchant: null,
    transfer: (transfer) => Promise.resolve(stateOf(transfer)),
    query: (transfer) => Promise.resolve(stateOf(transfer)),
  };
}
