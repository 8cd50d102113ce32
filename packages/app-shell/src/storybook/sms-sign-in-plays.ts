import { expect, userEvent, within } from 'storybook/test';

/** What the apps' sign-in stories differ in (both draw `SmsSignInForm`). */
export interface SmsSignInStoryTexts {
  /** The English label of the button that sends the code, e.g. 'send code'. */
  sendCode: string;
  /** The mainland phone (11 digits) the stories type, e.g. '13800138000'. */
  phone: string;
}

/** The context a play function of these stories reads. */
type PlayContext = { canvasElement: HTMLElement };

/**
 * The play functions of the stories both apps tell of their phone + SMS code sign-in form (`SmsSignInForm`
 * from `@luggage/app-shell/sign-in`): the empty form, the field messages, a code sent, and the form in
 * Chinese (the story pins `globals: { locale: 'zh-CN' }`).
 */
export function smsSignInPlays({ sendCode, phone }: SmsSignInStoryTexts) {
  return {
    /** Nothing typed: an empty phone, both buttons ready, no message. */
    empty: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('textbox', { name: 'phone number' })).toHaveValue('');
      await expect(canvas.getByRole('button', { name: sendCode })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'log in' })).toBeEnabled();
      await expect(canvas.queryAllByRole('alert')).toEqual([]);
    },
    /** Logging in with the phone's first five digits and no code: a message under each field. */
    withErrors: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), phone.slice(0, 5));
      await userEvent.click(canvas.getByRole('button', { name: 'log in' }));
      await expect(canvas.getByRole('textbox', { name: 'phone number' })).toHaveAccessibleDescription(
        'a mainland China mobile number has 11 digits and starts with 1',
      );
      await expect(canvas.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription('enter the code from the SMS');
    },
    /** A code sent to the phone: the button counts down to the next one. */
    codeSent: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: 'phone number' }), phone);
      await userEvent.click(canvas.getByRole('button', { name: sendCode }));
      await expect(await canvas.findByRole('button', { name: /^resend in (60|59) s$/ })).toBeDisabled();
      await expect(canvas.getByText(`a code was sent to +86 ${phone}`)).toBeVisible();
    },
    /** In Chinese: logging in with nothing typed asks for the phone. */
    chinese: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: '登录' }));
      await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('请输入手机号');
      await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    },
  };
}
