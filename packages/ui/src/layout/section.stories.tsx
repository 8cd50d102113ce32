import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from './fact-list';
import { Section } from './section';
import { SectionHeading } from './section-heading';

const meta = {
  title: 'UI/Layout/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 390, background: 'var(--lg-color-background)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled band of an order screen, with its facts. */
export const Titled: Story = {
  args: {
    'aria-labelledby': 'refund-title',
    children: (
      <>
        <SectionHeading level={3} id="refund-title">
          refund
        </SectionHeading>
        <FactList isValueEnd>
          <dt>amount</dt>
          <dd>¥36.00</dd>
          <dt>to</dt>
          <dd>the original payment method</dd>
        </FactList>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'refund' });
    await expect(section).toHaveClass('lg-section');
    await expect(within(section).getByRole('heading', { level: 3, name: 'refund' })).toBeVisible();
  },
};

/** A band stacking its lines 4 px apart: a shop's name and address. */
export const Stacked: Story = {
  args: {
    gap: 1,
    'aria-label': '人民广场寄存点',
    children: (
      <>
        <h2>人民广场寄存点</h2>
        <p>上海市黄浦区人民大道 120 号</p>
      </>
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '人民广场寄存点' });
    await expect(section).toHaveClass('lg-section', 'lg-section--gap-1');
    await expect(within(section).getByText('上海市黄浦区人民大道 120 号')).toBeVisible();
  },
};

/** A group of form fields as a band: a fieldset without its frame. */
export const Fieldset: Story = {
  args: {
    as: 'fieldset',
    children: (
      <>
        <legend>reason</legend>
        <label>
          <input type="radio" name="reason" /> my plans changed
        </label>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'reason' });
    await expect(group).toHaveClass('lg-section');
    await expect(within(group).getByRole('radio', { name: 'my plans changed' })).toBeEnabled();
  },
};
