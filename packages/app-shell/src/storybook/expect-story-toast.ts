import { expect, waitFor, within } from 'storybook/test';

/**
 * A play function's check that the story's toast region (ToastOutlet's 'notifications' live region,
 * English UI) shows `text`, e.g. a server refusal that spec §8 shows as a toast.
 */
export async function expectStoryToast(canvasElement: HTMLElement, text: string | RegExp): Promise<void> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('status', { name: 'notifications' })).toHaveTextContent(text));
}
