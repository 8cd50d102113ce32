import { sendSmsCodeEndpoint, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { screenStory, smsSignInPlays } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The consent to the user agreement and privacy policy, ticked before anything is sent. */
const agree = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'I have read and agree to the User Agreement and Privacy Policy' }));

/** Asking for a code without the consent: the box says what is missing. */
export const ConsentMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'send code' }));
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to the User Agreement and Privacy Policy' })).toHaveAccessibleDescription(
      'please tick the box to agree to the User Agreement and Privacy Policy first',
    );
  },
};

/** A code was sent (after agreeing): the button counts down to the next one. */
export const CodeSent: Story = {
  play: async (context) => {
    await agree(context.canvasElement);
    await plays.codeSent(context);
  },
};

/** The form in Chinese, with its messages. */
export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: plays.chinese };
