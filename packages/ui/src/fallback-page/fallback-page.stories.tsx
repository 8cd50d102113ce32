import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { FallbackPage } from './fallback-page';

const meta = {
  title: 'UI/FallbackPage',
  component: FallbackPage,
  tags: ['autodocs'],
  args: { onHome: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = inChinese();
