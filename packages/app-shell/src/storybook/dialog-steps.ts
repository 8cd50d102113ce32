import { expect, userEvent, within } from 'storybook/test';

/** The open dialog named `name` (any open one without): dialogs draw on document.body, outside the story's canvas. */
function openDialog(canvasElement: HTMLElement, name?: string): HTMLElement {
  return within(canvasElement.ownerDocument.body).getByRole('alertdialog', name === undefined ? {} : { name });
}

/** A play step: pressing the story's button `button` opens the confirmation dialog `title`, asking `question`. */
export async function expectButtonAsks(canvasElement: HTMLElement, button: string, title: string, question: string): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  await expect(openDialog(canvasElement, title)).toHaveAccessibleDescription(question);
}

/** A play step: answers the open confirmation dialog with its button `button`, e.g. 'remove'. */
export async function answerDialog(canvasElement: HTMLElement, button: string): Promise<void> {
  await userEvent.click(within(openDialog(canvasElement)).getByRole('button', { name: button }));
}
