import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card';
import { Stack } from './stack';

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--lg-color-background)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's column of cards, 12 px apart, with the page's margins. */
export const Page: Story = {
  args: {
    isPage: true,
    children: ['opening hours', 'closed days', 'daily capacity'].map((title) => (
      <Card key={title} as="section" aria-label={title}>
        <h2>{title}</h2>
      </Card>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'opening hours' }).parentElement).toHaveClass('lg-stack', 'lg-stack--page');
  },
};

/** A list of cards without bullets, 8 px apart, as wide as a counter PC's column allows; in Chinese. */
export const CappedList: Story = {
  args: {
    as: 'ul',
    gap: 2,
    isCapped: true,
    'aria-label': '订单',
    children: ['138****8000', '137****1111'].map((traveller) => (
      <Card key={traveller} as="li">
        {traveller}
      </Card>
    )),
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '订单' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveClass('lg-stack--gap-2', 'lg-stack--capped');
  },
};
