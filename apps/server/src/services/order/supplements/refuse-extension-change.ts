import { ApiFailure } from '../../../errors/api-failure';

/**
 * Refuses a traveller's change (order/cancel, apply_cancel, edit) asked of an extension itself
 * ('extensionNotCancellable'): an extension is cancelled and refunded with its booking.
 */
export function refuseExtensionChange(order: { supplement: 'extension' | 'move' | null }): void {
  if (order.supplement === 'extension') throw new ApiFailure('extensionNotCancellable');
}
