import type { Meta, StoryObj } from '@storybook/react-vite';
import { inChinese } from '../storybook/in-chinese';
import { ReviewStars } from './review-stars';

const meta = {
  title: 'UI/ReviewStars',
  component: ReviewStars,
  tags: ['autodocs'],
  args: { score: 4 },
} satisfies Meta<typeof ReviewStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourStars: Story = {};

export const OneStar: Story = { args: { score: 1 } };

export const Chinese: Story = inChinese({ score: 5 });
