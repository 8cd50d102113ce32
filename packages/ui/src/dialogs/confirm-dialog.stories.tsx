import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
  parameters: { docs: { story: { inline: false, height: '320px' } } },
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

export const Chinese: Story = {
  args: { message: '凭证解锁后订单不可取消，是否继续？' },
  globals: { locale: 'zh-CN' },
};
