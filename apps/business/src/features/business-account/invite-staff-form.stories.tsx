import { expectStoryToast } from '@luggage/app-shell/storybook';
import { inviteStaffEndpoint, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { InviteStaffForm } from './invite-staff-form';

const meta = {
  title: 'Business/Invite staff form',
  component: InviteStaffForm,
  args: { storeId: 1 },
  parameters: {
    locales: businessLocales,
    msw: [
      mockEndpoint(inviteStaffEndpoint, (body) =>
        body.phone === '13900000001'
          ? { errorMsg: 'this phone already works at this shop' }
          : { content: { phone: `+86 ${String(body.phone)}`, expiresAt: '2026-11-30T10:00:00Z', resendAfter: SMS_RESEND_SECONDS } },
      ),
    ],
  },
} satisfies Meta<typeof InviteStaffForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inviting a phone that already works at the shop: the server's refusal, the phone kept. */
export const AlreadyStaff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'staff phone number' }), '13900000001');
    await userEvent.click(canvas.getByRole('button', { name: 'invite' }));
    await expectStoryToast(canvasElement, 'this phone already works at this shop');
    await expect(canvas.getByRole('textbox', { name: 'staff phone number' })).toHaveValue('13900000001');
  },
};

/** An invitation sent: until when it holds and how the new staff member confirms it. */
export const Invited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'staff phone number' }), '13900000002');
    await userEvent.click(canvas.getByRole('button', { name: 'invite' }));
    await expect(
      await canvas.findByText('an SMS code was sent to +86 13900000002; the invitation expires 30 Nov 2026, 18:00 (Beijing time)'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^invite again in (60|59) s$/ })).toBeDisabled();
  },
};

/** The form in Chinese, with a field error. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '邀请' }));
    await expect(canvas.getByRole('textbox', { name: '店员手机号' })).toHaveAccessibleDescription('请输入手机号');
  },
};
