import { walkInQuoteEndpoint } from '@luggage/api/contract';
import { buildBusinessOrder, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { photoUploads } from './counter-story-mocks';
import { WalkInResult } from './walk-in-result';
import { WalkInScreen } from './walk-in-screen';

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = Date.parse('2026-11-23T02:00:00Z');

const meta = {
  title: 'Business/Walk-in',
  component: WalkInScreen,
  args: { storeId: 1, now: NOW },
  parameters: screenStory(businessLocales, {
    frame: { maxWidth: 430 },
    msw: [
      mockEndpoint(walkInQuoteEndpoint, {
        content: { startTime: '2026-11-23', endTime: '2026-11-23', totalDays: 1, orderAmount: 1500, discountAmount: 300, payAmount: 1200 },
      }),
      photoUploads.stored,
    ],
  }),
} satisfies Meta<typeof WalkInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bag until tonight, priced by the server with the shop's discount. */
export const Quote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('23 Nov 2026 – 23 Nov 2026, 1 day')).toBeVisible();
    await expect(canvas.getByText('¥12.00')).toBeVisible();
    await expect(canvas.getByText('discount ¥3.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'last day 23 Nov 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'collected ¥12.00, create' })).toBeEnabled();
  },
};

/** The made walk-in: the code for the traveller, large and as a QR code. */
export const Result: Story = {
  render: () => <WalkInResult order={buildBusinessOrder({ walkIn: true, traveller: 'Mr Wang', storeStatus: 20 })} onNext={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'walk-in stored' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR code of voucher 7KQ2M9XD' })).toBeVisible();
    await expect(canvas.getByText('7KQ2 M9XD')).toBeVisible();
    await expect(canvas.getByText('Mr Wang · 2 bags · until 24 Nov 2026')).toBeVisible();
  },
};

/** 中文：现场寄存的价格。 */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026年11月23日 至 2026年11月23日，1 天')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '已收取 ¥12.00，创建订单' })).toBeEnabled();
  },
};
