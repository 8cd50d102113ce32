import { sendSmsCodeEndpoint, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { screenStory, smsSignInPlays } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { LoginForm } from './login-form';

const meta = {
  title: 'Consumer/Login form',
  component: LoginForm,
  parameters: screenStory(consumerLocales, {
    route: '/login',
    msw: [mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } })],
  }),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = smsSignInPlays({ sendCode: 'send code', phone: '13800138000' });

/** The empty form: +86, the phone, the code with its send button, and log in. */
export const Empty: Story = {
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('link', { name: '+86, change the country or region code' })).toBeVisible();
    await plays.empty(context);
  },
};

/** Logging in with a short number and no code: a message under each field. */
export const WithErrors: Story = { play: plays.withErrors };

/** A code was sent: the button counts down to the next one. */
export const CodeSent: Story = { play: plays.codeSent };

/** The form in Chinese, with its messages. */
export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: plays.chinese };
