import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFrame } from './story-frame';
import { FactList } from './fact-list';

const meta = {
  title: 'UI/Layout/FactList',
  component: FactList,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <dt>address</dt>
        <dd>120 People's Avenue, Huangpu District, Shanghai</dd>
        <dt>dates</dt>
        <dd>2026-11-23 to 2026-11-24 · 2 days</dd>
        <dt>to pay</dt>
        <dd>¥36.00</dd>
      </>
    ),
  },
  decorators: [storyFrame('surface')],
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's facts: grey labels, values after them, 8 px between the pairs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('dates').tagName).toBe('DT');
    await expect(canvas.getByText('dates').parentElement).toHaveClass('lg-fact-list', 'lg-fact-list--muted');
    await expect(canvas.getByText('dates').parentElement).not.toHaveClass('lg-fact-list--end');
  },
};

/** An order's summary: the values against the right edge. */
export const ValuesAtTheEnd: Story = {
  args: { isValueEnd: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥36.00').parentElement).toHaveClass('lg-fact-list--end');
  },
};

/** A request's facts, 4 px apart, in Chinese. */
export const CompactChinese: Story = {
  args: {
    isCompact: true,
    children: (
      <>
        <dt>旅客</dt>
        <dd>+86 138****8000</dd>
        <dt>原因</dt>
        <dd>航班取消</dd>
      </>
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByText('旅客').parentElement!;
    await expect(list).toHaveClass('lg-fact-list--compact');
    await expect(within(list).getByText('航班取消').tagName).toBe('DD');
  },
};

/** A booking's confirmation: labels in the text colour. */
export const PlainLabels: Story = {
  args: { hasMutedLabels: false, isValueEnd: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('dates').parentElement).not.toHaveClass('lg-fact-list--muted');
  },
};
