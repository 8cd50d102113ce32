import type { Meta, StoryObj } from '@storybook/react-vite';
import { inChinese } from '../storybook/in-chinese';
import { LoadingState } from './loading-state';

const meta = {
  title: 'UI/States/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomText: Story = {
  args: { text: 'locating…' },
};

export const Chinese: Story = inChinese();
