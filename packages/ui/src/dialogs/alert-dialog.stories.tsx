import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { overlayParameters } from '../storybook/overlay-parameters';
import { AlertDialog, type AlertDialogProps } from './alert-dialog';

/** Opens the dialog from a button, so focus moving in and back out can be tried. */
function WithOpener(props: AlertDialogProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open the alert
      </button>
      <AlertDialog {...props} open={open} onClose={close} />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: { open: true, message: 'token has expired, please log in again', onClose: fn() },
  parameters: overlayParameters('320px'),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title 'error notice' and button 'I know'. */
export const Default: Story = {};

export const CustomTexts: Story = {
  args: { title: 'storage safety guarantee', message: 'every item is insured while stored.', buttonText: 'got it' },
};

export const Chinese: Story = inChinese({ message: '登录已过期，请重新登录' });

export const OpenedFromButton: Story = {
  args: { open: false },
  render: (args) => <WithOpener {...args} />,
};
