import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/States/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { text: 'no orders yet', action: { label: 'find a storage point', onClick: fn() } },
};

export const Chinese: Story = inChinese({ text: '暂无订单', action: { label: '去寄存', onClick: fn() } });
