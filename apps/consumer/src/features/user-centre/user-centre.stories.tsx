import { userInfoEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { expectButtonAsks, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { UserCentre } from './user-centre';

const meta = {
  title: 'Consumer/User centre',
  component: UserCentre,
  parameters: screenStory(consumerLocales, {
    route: '/center',
    msw: [mockEndpoint(userInfoEndpoint, { content: { userId: '7', country: '86', phone: '13800138000', createdAt: '2026-11-23T12:00:00Z' } })],
  }),
  args: { session: { userId: '7', userToken: 't'.repeat(64), phone: '+86 13800138000' } },
} satisfies Meta<typeof UserCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone, the ways on to built screens (not yet coupons or rewards), the language switch and log out. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+86 13800138000')).toBeVisible();
    const services = canvas.getByRole('navigation', { name: 'my services' });
    await expect(within(services).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'my orders',
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
