import { loginPathFor, type SessionArea } from '@luggage/api/session';
import { waitFor } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router';
import { expect } from 'vitest';

/**
 * Waits until a route test's `router` (see renderRoute) has sent the guest to the login page of `area`
 * ('user' unless told), and checks that the login returns to `back` afterwards (its `redirect` parameter).
 */
export async function expectSentToLogin(router: ReturnType<typeof createMemoryRouter>, back: string, area: SessionArea = 'user'): Promise<void> {
  const [loginPath] = loginPathFor(back, area).split('?');
  await waitFor(() => expect(router.state.location.pathname).toBe(loginPath));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(back);
}
