import { ERROR_MESSAGES, sendSmsCodeEndpoint, SMS_RESEND_SECONDS, updateNameEndpoint, userInfoEndpoint, verifyIdentityEndpoint, verifyListEndpoint, type VerifyListResponse } from '@luggage/api/contract';
import { buildVerificationAttempt, buildVerifyList, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { VerifyScreen } from './verify-screen';

/** A failed and a passed attempt, newest first. */
const ATTEMPTS = [
  buildVerificationAttempt({ id: '2' }),
  buildVerificationAttempt({ id: '1', idNumber: '310***********1230', result: 'failed', failureReason: ERROR_MESSAGES.identityMismatch.en, createdAt: '2026-11-25T02:00:00.000Z' }),
];

/** The mocks: the state `list`, the traveller's phone, and updatename and verify answering `answers`. */
const identity = (list: VerifyListResponse = buildVerifyList(), answers: { name?: MockAnswer<typeof updateNameEndpoint>; verify?: MockAnswer<typeof verifyIdentityEndpoint> } = {}) => [
  mockEndpoint(verifyListEndpoint, { content: list }),
  mockEndpoint(userInfoEndpoint, { content: { userId: '7', country: '86', phone: '13800138000', createdAt: '2026-11-23T12:00:00Z' } }),
  mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } }),
  mockEndpoint(updateNameEndpoint, answers.name ?? { content: { name: '张三', verified: false } }),
  mockEndpoint(verifyIdentityEndpoint, answers.verify ?? { content: { attempt: buildVerificationAttempt(), verified: true } }),
];

const meta = {
  title: 'Consumer/Verify/Real-name verification',
  component: VerifyScreen,
  args: { userId: '7' },
  parameters: screenStory(consumerLocales, { route: '/verify', frame: PHONE_PAGE_FRAME, msw: identity() }),
} satisfies Meta<typeof VerifyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the name and a code sent to the traveller's own phone, with the resend countdown. */
export const NameStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'real name' }), '张三');
    const send = canvas.getByRole('button', { name: 'send code' });
    await expect(await canvas.findByText(/\+86 13800138000 to confirm/)).toBeVisible();
    await userEvent.click(send);
    await expect(await canvas.findByText('a code was sent to +86 13800138000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
    await expect(canvas.getByText('no verification attempts yet')).toBeVisible();
  },
};

/** Step 1 refused: a wrong code is said under the code field. */
export const WrongCode: Story = {
  parameters: { msw: identity(buildVerifyList(), { name: { errorMsg: ERROR_MESSAGES.smsCodeWrong.en } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'real name' }), '张三');
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'confirm name' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.smsCodeWrong.en);
  },
};

/** Step 2: the confirmed name and the ID number, checked as it is typed. */
export const IdNumberStep: Story = {
  parameters: { msw: identity(buildVerifyList({ name: '张三' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('real name: 张三')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'mainland ID card number' }), '31010119900307123');
    await expect(canvas.getByText('17 of 18 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'mainland ID card number' }), '0');
    await expect(canvas.getByText('the check character is right')).toBeVisible();
  },
};

/** Step 2 refused: a wrong check character, said under the field before anything is sent. */
export const InvalidIdNumber: Story = {
  parameters: { msw: identity(buildVerifyList({ name: '张三' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'mainland ID card number' }), '310101199003071231');
    await userEvent.click(canvas.getByRole('button', { name: 'verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the number does not add up: please check it against your ID card');
  },
};

/** Step 2 refused by the identity check: the name and number do not match; the failed attempt is listed. */
export const Mismatch: Story = {
  parameters: { msw: identity(buildVerifyList({ name: '张三', attempts: [ATTEMPTS[1]!] }), { verify: { errorMsg: ERROR_MESSAGES.identityMismatch.en } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'mainland ID card number' }), '310101199003071230');
    await userEvent.click(canvas.getByRole('button', { name: 'verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.identityMismatch.en);
    await expect(within(canvas.getByRole('list', { name: 'verification attempts' })).getByText('failed')).toBeVisible();
  },
};

/** Step 2 refused: today's attempts are used up, said under the button. */
export const DailyLimit: Story = {
  parameters: { msw: identity(buildVerifyList({ name: '张三' }), { verify: { errorMsg: ERROR_MESSAGES.verifyDailyLimit.en } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'mainland ID card number' }), '310101199003071230');
    await userEvent.click(canvas.getByRole('button', { name: 'verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verifyDailyLimit.en);
  },
};

/** Verified: the name and number masked, the ways on, and the attempts with their results. */
export const Verified: Story = {
  parameters: { msw: identity(buildVerifyList({ name: '张三', verified: true, idNumber: '310***********123X', attempts: ATTEMPTS })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('verified: 张* 310***********123X')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'withdraw my rewards' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'verification attempts' });
    await expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('.verify-attempt__result')?.textContent)).toEqual(['passed', 'failed']);
  },
};

/** In Chinese, verified. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { msw: identity(buildVerifyList({ name: '张三', verified: true, idNumber: '310***********123X', attempts: ATTEMPTS })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('已认证：张* 310***********123X')).toBeVisible();
  },
};

/** While the state loads. */
export const Loading: Story = {
  parameters: { msw: [http.get(verifyListEndpoint.path, () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('loading your real-name verification…')).toBeVisible();
  },
};

/** The state failed to load: why, with a retry. */
export const LoadError: Story = {
  parameters: { msw: [mockEndpoint(verifyListEndpoint, { httpStatus: 500 })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'retry' })).toBeVisible();
  },
};
