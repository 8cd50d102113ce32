import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFrame } from './story-frame';
import { ScrollRegion } from './scroll-region';

const meta = {
  title: 'UI/Layout/ScrollRegion',
  component: ScrollRegion,
  tags: ['autodocs'],
  decorators: [storyFrame('surface')],
} satisfies Meta<typeof ScrollRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const MONTHS = ['2026-09', '2026-10', '2026-11'];

/** A table wider than the phone: it scrolls sideways, a shadow at the right edge shows there is more. */
export const WideTable: Story = {
  args: {
    label: 'monthly figures',
    children: (
      <table style={{ whiteSpace: 'nowrap' }}>
        <thead>
          <tr>
            <th scope="col">month</th>
            <th scope="col">luggage orders</th>
            <th scope="col">luggage amount</th>
            <th scope="col">consumption orders</th>
            <th scope="col">consumption amount</th>
          </tr>
        </thead>
        <tbody>
          {MONTHS.map((month) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>12</td>
              <td>¥432.00</td>
              <td>3</td>
              <td>¥45.00</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'monthly figures' });
    await expect(region).toHaveClass('lg-scroll-region');
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
