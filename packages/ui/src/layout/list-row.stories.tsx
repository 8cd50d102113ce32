import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFrame } from './story-frame';
import { ListRow } from './list-row';

const meta = {
  title: 'UI/Layout/ListRow',
  component: ListRow,
  tags: ['autodocs'],
  decorators: [storyFrame('surface')],
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's head: the shop at the start, the order's status at the end. */
export const Default: Story = {
  args: {
    children: (
      <>
        <strong>People's Square storage point</strong>
        <span>stored</span>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('stored').parentElement!;
    await expect(row).toHaveClass('lg-row');
    await expect(within(row).getByText("People's Square storage point")).toBeVisible();
  },
};

/** Rows of a list, each with a line under it; the end goes under the start on a narrow screen. */
export const DividedList: Story = {
  render: () => (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {['2026-12-24', '2026-12-25', '2026-12-31'].map((day) => (
        <ListRow key={day} as="li" isDivided canWrap>
          <span>{day}</span>
          <button type="button">remove</button>
        </ListRow>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    for (const row of rows) await expect(row).toHaveClass('lg-row', 'lg-row--divided', 'lg-row--wrap');
  },
};

/** A title and a smaller note lined up on their baseline, in Chinese. */
export const Baseline: Story = {
  args: {
    as: 'header',
    isBaseline: true,
    children: (
      <>
        <h3>取消申请</h3>
        <span style={{ fontSize: 12 }}>订单 501</span>
      </>
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('banner');
    await expect(row).toHaveClass('lg-row--baseline');
    await expect(within(row).getByRole('heading', { name: '取消申请' })).toBeVisible();
  },
};
