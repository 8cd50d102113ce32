import type { ComboOrder } from '@luggage/api/contract';

/** The key in the 'combo' namespace of a combo order's status as the screens word it. */
export const COMBO_STATUS_TEXT = {
  unpaid: 'statusUnpaid',
  paid: 'statusPaid',
  refunding: 'statusRefunding',
  refunded: 'statusRefunded',
  lapsed: 'statusLapsed',
  cancelled: 'statusCancelled',
} as const satisfies Record<ComboOrder['status'], string>;
