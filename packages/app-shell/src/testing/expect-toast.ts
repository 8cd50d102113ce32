import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the app's toast region (ToastOutlet's 'notifications' live region, English UI) shows `text`,
 * e.g. a server refusal that spec §8 shows as a toast.
 */
export async function expectToast(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByRole('status', { name: 'notifications' })).toHaveTextContent(text));
}
