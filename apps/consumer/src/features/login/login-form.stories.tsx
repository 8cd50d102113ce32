import { sendSmsCodeEndpoint, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { PHONE_FRAME } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { LoginForm } from './login-form';

const meta = {
  title: 'Consumer/Login form',
  component: LoginForm,
  parameters: {
    locales: consumerLocales,
    route: '/login',
    frame: PHONE_FRAME,
    layout: 'fullscreen',
    msw: [mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } })],
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: +86, the phone, the code with its send button, and log in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+86, change the country or region code' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'phone number' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'send code' })).toBeEnabled();
    await expect(canvas.queryAllByRole('alert')).toEqual([]);
  },
};

/** Logging in with a short number and no code: a message under each field. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), '13800');
    await userEvent.click(canvas.getByRole('button', { name: 'log in' }));
    await expect(canvas.getByRole('textbox', { name: 'phone number' })).toHaveAccessibleDescription(
      'a mainland China mobile number has 11 digits and starts with 1',
    );
    await expect(canvas.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription('enter the code from the SMS');
  },
};

/** A code was sent: the button counts down to the next one. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'send code' }));
    await expect(await canvas.findByRole('button', { name: /^resend in (60|59) s$/ })).toBeDisabled();
    await expect(canvas.getByText('a code was sent to +86 13800138000')).toBeVisible();
  },
};

/** The form in Chinese, with its messages. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('请输入手机号');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};
