import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFrame } from './story-frame';
import { Card } from './card';

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [storyFrame('page')],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order as a card: white, rounded, its lines 8 px apart. */
export const Default: Story = {
  args: {
    children: (
      <>
        <h3>People's Square storage point</h3>
        <p>2026-11-23 to 2026-11-24 · 2 days</p>
        <p>¥36.00</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('heading', { name: "People's Square storage point" }).parentElement!;
    await expect(card).toHaveClass('lg-card');
    await expect(card).not.toHaveClass('lg-card--gap-1');
  },
};

/** A card whose whole area opens the order, its lines 4 px apart. */
export const Linked: Story = {
  args: {
    as: 'article',
    gap: 1,
    hasFocusRing: true,
    children: (
      <>
        <h3>
          <a className="lg-card__cover-link" href="#/order/501">
            People's Square storage point
          </a>
        </h3>
        <p>¥36.00</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveClass('lg-card--focus-ring');
    await expect(canvas.getByRole('link', { name: "People's Square storage point" })).toHaveAttribute('href', '#/order/501');
  },
};

/** A roomy card (16 px all round) of a settings group, 12 px between its parts. */
export const Roomy: Story = {
  args: {
    as: 'section',
    gap: 3,
    isRoomy: true,
    'aria-label': 'opening hours',
    children: (
      <>
        <h3>营业时间</h3>
        <p>每天 09:00–21:00</p>
      </>
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'opening hours' });
    await expect(section).toHaveClass('lg-card', 'lg-card--gap-3', 'lg-card--roomy');
    await expect(within(section).getByText('每天 09:00–21:00')).toBeVisible();
  },
};
