import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** What a binding asks of the privacy-number provider. */
export interface PrivacyBindingRequest {
  /** The traveller's mainland mobile. */
  phoneA: string;
  /** The shop's phone. */
  phoneB: string;
  /** When the number must stop connecting the two. */
  expiresAt: Date;
}

/** A protected number given for a binding, and the provider's id of the binding (to end it early). */
export interface PrivacyBinding {
  virtualNumber: string;
  providerBindingId: string | null;
}

/**
 * Gives protected numbers (AXB: a call from A to the number rings B, from B rings A). `bind` runs inside
 * the transaction that stores the binding, so a provider keeping its own pool in the database chooses
 * under the same lock; it answers null when no number is free. A failure of a remote provider throws.
 */
export interface PrivacyNumberProvider {
  /** Stored with each binding ('local', or the service's name). */
  name: string;
  bind(trx: Kysely<DatabaseSchema>, request: PrivacyBindingRequest, now: number): Promise<PrivacyBinding | null>;
}
