/**
 * The local provider's pool when PRIVACY_NUMBER_POOL is not set: 20 numbers of the 171 range that
 * privacy-number services use in mainland China, standing in for a real service's numbers on one machine.
 */
export const DEFAULT_PRIVACY_NUMBER_POOL: readonly string[] = Array.from({ length: 20 }, (_, index) => `171000000${String(index + 1).padStart(2, '0')}`);
