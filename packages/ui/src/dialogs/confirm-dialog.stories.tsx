import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { overlayParameters } from '../storybook/overlay-parameters';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    message: 'the order cannot be cancelled once the voucher is unlocked. continue?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: overlayParameters('320px'),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title 'error notice' and buttons 'confirm' / 'cancel'. */
export const Default: Story = {};

/** The home screen's city-switch prompt. */
export const SwitchCity: Story = {
  args: {
    title: 'choose a city',
    message: 'please choose the city where you need storage',
    confirmText: 'switch city',
  },
};

export const Chinese: Story = inChinese({ message: '凭证解锁后订单不可取消，是否继续？' });
