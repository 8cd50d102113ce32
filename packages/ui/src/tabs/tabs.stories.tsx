import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyFrame } from '../layout/story-frame';
import { Tabs, type Tab } from './tabs';

/** The stories' tabs: a shop's two order lists. */
const ORDER_TABS: readonly Tab<string>[] = [
  { id: 'luggage', label: 'luggage orders' },
  { id: 'consume', label: 'consumption orders' },
];

/** Tabs that keep their own selection, as an app keeps it in the URL. */
function SelfSelecting({ tabs, label }: { tabs: readonly Tab<string>[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]!.id);
  return (
    <Tabs tabs={tabs} selected={selected} onSelect={setSelected} label={label}>
      <p style={{ padding: 16 }}>{tabs.find((tab) => tab.id === selected)!.label}</p>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: SelfSelecting,
  tags: ['autodocs'],
  args: { tabs: ORDER_TABS, label: 'orders' },
  decorators: [storyFrame('page')],
} satisfies Meta<typeof SelfSelecting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tabs, the first selected; the arrow key selects the next. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'luggage orders' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'luggage orders' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'consumption orders' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'consumption orders' })).toHaveTextContent('consumption orders');
  },
};

/** The help screen's tabs, in Chinese. */
export const Chinese: Story = {
  args: {
    label: '帮助',
    tabs: [
      { id: 'help', label: '服务指南' },
      { id: 'questions', label: '常见问题' },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '服务指南' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Tabs with a figure each: how many items every tab holds, read with its label. */
export const WithBadges: Story = {
  args: {
    label: 'coupons',
    tabs: [
      { id: 'unused', label: 'unused', badge: '2' },
      { id: 'locked', label: 'in use', badge: '1' },
      { id: 'used', label: 'used', badge: '0' },
      { id: 'expired', label: 'expired', badge: '12' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'unused 2' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'expired 12' }));
    await expect(canvas.getByRole('tabpanel', { name: 'expired 12' })).toHaveTextContent('expired');
  },
};
