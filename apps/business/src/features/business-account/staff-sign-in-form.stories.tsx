import { acceptInviteEndpoint, businessLoginEndpoint, sendSmsCodeEndpoint, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { expectStoryToast, screenStory, smsSignInPlays } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { StaffSignInForm } from './staff-sign-in-form';

const meta = {
  title: 'Business/Staff sign-in form',
  component: StaffSignInForm,
  args: { purpose: 'login' },
  parameters: screenStory(businessLocales, {
    route: '/bussiness/login',
    msw: [
      mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } }),
      mockEndpoint(businessLoginEndpoint, { errorMsg: 'the code is wrong, please check it and try again' }),
      mockEndpoint(acceptInviteEndpoint, { errorMsg: 'there is no invitation for this phone' }),
    ],
  }),
} satisfies Meta<typeof StaffSignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = smsSignInPlays({ sendCode: 'get code', phone: '13900000000' });

/** The empty login as staff first see it: +86, the phone, the code with its send button, and log in. */
export const Empty: Story = { play: plays.empty };

/** Logging in with a short number and no code: a message under each field. */
export const WithErrors: Story = { play: plays.withErrors };

/** The consent to the privacy policy for shop staff, ticked before anything is sent. */
const agree = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy for shop staff' }));

/** Asking for a code without the consent: the box says what is missing. */
export const ConsentMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), '13900000000');
    await userEvent.click(canvas.getByRole('button', { name: 'get code' }));
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy for shop staff' })).toHaveAccessibleDescription(
      'please tick the box to agree to the Privacy Policy for shop staff first',
    );
  },
};

/** A business code was sent (after agreeing): the button counts down to the next one. */
export const CodeSent: Story = {
  play: async (context) => {
    await agree(context.canvasElement);
    await plays.codeSent(context);
  },
};

/** The server refused the code: the alert under the form, the phone kept. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), '13900000000');
    await agree(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'log in' }));
    await expectStoryToast(canvasElement, 'the code is wrong, please check it and try again');
    await expect(canvas.getByRole('textbox', { name: 'phone number' })).toHaveValue('13900000000');
  },
};

/** The invited phone's confirmation (#/send/bind), refused when the phone has no invitation. */
export const AcceptInvite: Story = {
  args: { purpose: 'acceptInvite' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/a shop owner invited your phone/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), '13900000003');
    await agree(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'confirm and join' }));
    await expectStoryToast(canvasElement, 'there is no invitation for this phone');
  },
};

/** The login in Chinese, with its messages. */
export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: plays.chinese };
