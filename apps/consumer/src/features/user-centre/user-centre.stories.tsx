import { consumeOrderListEndpoint, rewardListEndpoint, userInfoEndpoint } from '@luggage/api/contract';
import { buildRewardList, mockEndpoint } from '@luggage/api/mocks';
import { expectButtonAsks, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { UserCentre } from './user-centre';

/** The account the centre shows. */
const accountInfo = mockEndpoint(userInfoEndpoint, { content: { userId: '7', country: '86', phone: '13800138000', createdAt: '2026-11-23T12:00:00Z' } });

const meta = {
  title: 'Consumer/User centre',
  component: UserCentre,
  parameters: screenStory(consumerLocales, {
    route: '/center',
    msw: [
      accountInfo,
      mockEndpoint(consumeOrderListEndpoint, { content: { consumes: [], page: 1 } }),
      mockEndpoint(rewardListEndpoint, { content: buildRewardList() }),
    ],
  }),
  args: { session: { userId: '7', userToken: 't'.repeat(64), phone: '+86 13800138000' } },
} satisfies Meta<typeof UserCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone, the ways on to built screens (rewards included), the language switch and log out. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+86 13800138000')).toBeVisible();
    const services = canvas.getByRole('navigation', { name: 'my services' });
    await expect(within(services).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'my orders',
      'my coupons',
      'combo packages',
      'my rewards',
      'invoices',
    ]);
    await expect(canvas.getByRole('group', { name: 'language' })).toBeVisible();
  },
};

/** Log out asks first. */
export const ConfirmingLogOut: Story = {
  play: ({ canvasElement }) => expectButtonAsks(canvasElement, 'log out', 'log out', 'log out on this device? your orders stay in your account'),
};

/** The centre in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '我的服务' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
};

/** Extra days paid at pick-up and a combo package (partly refunded), under the services: what, how much, where and when, each leading to its order. */
export const WithExtraCharges: Story = {
  parameters: {
    msw: [
      accountInfo,
      mockEndpoint(rewardListEndpoint, { content: buildRewardList() }),
      mockEndpoint(consumeOrderListEndpoint, {
        content: {
          consumes: [
            { id: 'c7', kind: 'combo', comboOrderId: '7', name: '上海5天小件寄存套餐', nameEn: '5 bag-days in Shanghai', amount: 4000, refundAmount: 3200, createdAt: '2026-11-24T02:00:00Z' },
            { id: '2', kind: 'extraDays', orderId: '502', shopName: '全家便利店（人民广场店）', shopEn: "FamilyMart (People's Square)", days: 2, amount: 1600, createdAt: '2026-11-23T04:30:00Z' },
            { id: '1', kind: 'extraDays', orderId: '417', shopName: '罗森（南京东路店）', shopEn: 'Lawson (East Nanjing Road)', days: 1, amount: 1500, createdAt: '2026-11-02T09:05:00Z' },
          ],
          page: 1,
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'extra charges' });
    await expect(await within(section).findAllByRole('link')).toHaveLength(3);
    await expect(within(section).getByText('¥16.00')).toBeVisible();
    await expect(within(section).getByRole('link', { name: /combo package: 5 bag-days in Shanghai/ })).toHaveAttribute('href', expect.stringMatching(/\/combo\/order\/7$/));
    await expect(within(section).getByText(/¥32.00 refunded/)).toBeVisible();
  },
};
