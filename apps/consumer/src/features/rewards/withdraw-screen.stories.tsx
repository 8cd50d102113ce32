import { ERROR_MESSAGES, rewardListEndpoint, withdrawEndpoint } from '@luggage/api/contract';
import { buildRewardList, buildWithdrawal, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { WithdrawScreen } from './withdraw-screen';

/** ¥12.50 withdrawable; withdraw answers `answer`. */
const wallet = (answer: Parameters<typeof mockEndpoint<typeof withdrawEndpoint>>[1] = { content: { withdrawal: buildWithdrawal() } }, withdrawable = 1250) => [
  mockEndpoint(rewardListEndpoint, { content: buildRewardList({ withdrawable }) }),
  mockEndpoint(withdrawEndpoint, answer),
];

const meta = {
  title: 'Consumer/Rewards/Withdraw',
  component: WithdrawScreen,
  args: { isInWeChat: true, openid: 'oTraveller7', onAuthoriseAgain: fn() },
  parameters: screenStory(consumerLocales, { route: '/withdraw', frame: PHONE_PAGE_FRAME, msw: wallet() }),
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside WeChat: the balance, the amount with 'withdraw all', the minimum and the button. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'withdraw all' }));
    await expect(canvas.getByRole('textbox', { name: 'amount in yuan' })).toHaveValue('12.50');
    await expect(canvas.getByText('at least ¥1, paid to the WeChat balance of this WeChat account')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'withdraw to WeChat' })).toBeEnabled();
  },
};

/** An amount below ¥1: said under the field, nothing sent. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'amount in yuan' }), '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'withdraw to WeChat' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the smallest withdrawal is ¥1');
  },
};

/** Not verified yet: the server's refusal with the way to #/verify. */
export const NeedsVerification: Story = {
  parameters: { msw: wallet({ errorMsg: ERROR_MESSAGES.withdrawalNeedsVerification.en }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'amount in yuan' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'withdraw to WeChat' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('please verify your real name before withdrawing');
    await expect(canvas.getByRole('link', { name: 'verify my real name' })).toBeVisible();
  },
};

/** Over what is left of today's maximum: the server's words. */
export const DailyLimit: Story = {
  parameters: { msw: wallet({ errorMsg: 'you can withdraw at most ¥3.00 more today' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'amount in yuan' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'withdraw to WeChat' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('you can withdraw at most ¥3.00 more today');
  },
};

/** Outside WeChat: why the form is not here. */
export const OutsideWeChat: Story = {
  args: { isInWeChat: false, openid: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('open this page in WeChat to withdraw to your WeChat balance')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Inside WeChat without the openid (the authorisation was denied): the way to authorise again. */
export const NoOpenid: Story = {
  args: { openid: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'authorise with WeChat again' }));
    await expect(args.onAuthoriseAgain).toHaveBeenCalled();
  },
};

/** Less than ¥1 withdrawable: the way to my code instead of the form. */
export const NothingToWithdraw: Story = {
  parameters: { msw: wallet(undefined, 60) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('the smallest withdrawal is ¥1: share your promotion code to earn more')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'my promotion code' })).toBeVisible();
  },
};

/** In Chinese (the button labels keep to one line at 375 px). */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '全部提现' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提现到微信' })).toBeVisible();
  },
};

/** While the balance loads. */
export const Loading: Story = {
  parameters: { msw: [http.get(rewardListEndpoint.path, () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('loading your rewards…')).toBeVisible();
  },
};
