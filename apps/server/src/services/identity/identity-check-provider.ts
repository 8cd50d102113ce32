/** A name and mainland ID number to compare (the number well-formed: see idNumberRefusal). */
export interface IdentityPair {
  name: string;
  idNumber: string;
}

/**
 * Compares a name and an ID number with the authority's records (two-factor identity check, 二要素核验):
 * 'match' when they belong together, 'mismatch' when they do not (or the number is unknown). A failure of
 * the service (network, time-out, an error answer) throws ApiFailure 'identityCheckUnavailable' with the
 * reason for the log, which never holds the pair.
 */
export interface IdentityCheckProvider {
  /** Stored with each attempt: 'local' or the service's name. */
  readonly name: 'local' | 'tencent';
  check(pair: IdentityPair): Promise<'match' | 'mismatch'>;
}

/** The local stand-in: every well-formed pair matches (development, tests and demos). */
export const localIdentityCheck: IdentityCheckProvider = {
  name: 'local',
  check: () => Promise.resolve('match'),
};
