import type { PayoutProvider } from './payout-provider';
import { createSandboxPayoutProvider } from './sandbox-payout-provider';

/** The payout settings (PAYOUT_PROVIDER, PAYOUT_SANDBOX_DELAY_MS): only the sandbox so far. */
export interface PayoutConfig {
  provider: 'sandbox';
  /** ms the sandbox takes to pay a transfer. */
  sandboxDelayMs: number;
}

/** The payout provider `config` chooses; the sandbox when absent. */
export function createPayoutProvider(config: PayoutConfig | undefined, deps: { clock: () => number }): PayoutProvider {
  return createSandboxPayoutProvider({ clock: deps.clock, ...(config ? { delayMs: config.sandboxDelayMs } : {}) });
}
