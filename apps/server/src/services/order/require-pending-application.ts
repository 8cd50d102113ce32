import type { ApplicationKind } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import type { LockedOrder } from './lock-order';
import type { PendingApplication } from './select-pending-application';

/**
 * The locked order's pending application (of `kind`, when given) for withdrawing, rewording or answering
 * it; 'there is no pending application for this order' when there is none (never sent, withdrawn, answered
 * a moment ago) or it is of the other kind.
 */
export function requirePendingApplication(order: LockedOrder, kind?: ApplicationKind): PendingApplication {
  const application = order.pendingApplication;
  if (!application || (kind !== undefined && application.kind !== kind)) throw new ApiFailure('applicationNotFound');
  return application;
}
