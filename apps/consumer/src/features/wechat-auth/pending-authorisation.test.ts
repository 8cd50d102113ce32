import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_AUTHORISATION_KEY, savePendingAuthorisation, takePendingAuthorisation } from './pending-authorisation';

beforeEach(() => sessionStorage.clear());

describe('the authorisation under way', () => {
  it('gives its route once for its nonce', () => {
    savePendingAuthorisation(sessionStorage, { nonce: 'n1', route: '/pay/501' });
    expect(takePendingAuthorisation(sessionStorage, 'n1')).toBe('/pay/501');
    expect(takePendingAuthorisation(sessionStorage, 'n1')).toBeNull();
  });

  it('only the latest nonce is valid', () => {
    savePendingAuthorisation(sessionStorage, { nonce: 'n1', route: '/orders' });
    savePendingAuthorisation(sessionStorage, { nonce: 'n2', route: '/pay/501' });
    expect(takePendingAuthorisation(sessionStorage, 'n1')).toBeNull();
    expect(takePendingAuthorisation(sessionStorage, 'n2')).toBe('/pay/501');
  });

  it('refuses another state, or none, and keeps waiting for its own', () => {
    savePendingAuthorisation(sessionStorage, { nonce: 'n1', route: '/orders' });
    expect(takePendingAuthorisation(sessionStorage, 'forged')).toBeNull();
    expect(takePendingAuthorisation(sessionStorage, null)).toBeNull();
    expect(takePendingAuthorisation(sessionStorage, 'n1')).toBe('/orders');
  });

  it('refuses everything when nothing readable is stored', () => {
    expect(takePendingAuthorisation(sessionStorage, 'n1')).toBeNull();
    sessionStorage.setItem(PENDING_AUTHORISATION_KEY, '{oops');
    expect(takePendingAuthorisation(sessionStorage, 'n1')).toBeNull();
  });
});
