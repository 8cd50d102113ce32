import type { VerificationAttempt } from '../contract/entities/reward';
import type { VerifyListResponse } from '../contract/user/verify-list';

/**
 * A verification attempt for tests and stories: 张三 with 310***********123X, passed at 10:00 on 26 Nov 2026
 * in Shanghai, unless told (a failed one needs its failureReason too). Each call returns a new object.
 */
export function buildVerificationAttempt(overrides: Partial<VerificationAttempt> = {}): VerificationAttempt {
  return {
    id: '1',
    name: '张*',
    idNumber: '310***********123X',
    result: 'passed',
    failureReason: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    ...overrides,
  };
}

/** A first page of the verification list: no name confirmed and no attempt yet, unless told. */
export function buildVerifyList(overrides: Partial<VerifyListResponse> = {}): VerifyListResponse {
  return { name: null, verified: false, idNumber: null, attempts: [], pageNo: 1, ...overrides };
}
