import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overlayParameters } from '../storybook/overlay-parameters';
import { ConfirmButton } from './confirm-button';

const meta = {
  title: 'UI/Dialogs/ConfirmButton',
  component: ConfirmButton,
  tags: ['autodocs'],
  args: {
    variant: 'secondary',
    children: 'log out',
    question: { title: 'log out', message: 'log out on this device?', confirmText: 'log out' },
    onConfirm: fn(),
  },
  parameters: overlayParameters('320px'),
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user centre's log-out: the click asks first. */
export const Asking: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'log out' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'log out' });
    await expect(dialog).toHaveAccessibleDescription('log out on this device?');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
