import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { ErrorState } from './error-state';

const meta = {
  title: 'UI/States/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ServerMessage: Story = {
  args: { message: 'the merchant does not exist or has been taken off the shelves' },
};

export const Chinese: Story = inChinese();
