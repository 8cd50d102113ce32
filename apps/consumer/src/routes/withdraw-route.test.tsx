import { ERROR_MESSAGES, rewardListEndpoint, withdrawEndpoint, withdrawListEndpoint, type Withdrawal } from '@luggage/api/contract';
import { buildRewardList, buildWithdrawal, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { expectSentToLogin, expectToast, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browseInsideWeChat } from '../app/test/browse-inside-wechat';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

const OPENID = 'oTraveller7';

/** The withdraw bodies received, in order. */
const sent = requestLog();
const server = setUpMsw();

/** A wallet of `withdrawable` fen; withdraw answers `answers` in turn (the last one again after them). */
function serveWallet(withdrawable: number, answers: MockAnswer<typeof withdrawEndpoint>[] = []) {
  const withdrawals: Withdrawal[] = [];
  server.use(
    mockEndpoint(rewardListEndpoint, { content: buildRewardList({ withdrawable }) }),
    mockEndpoint(withdrawListEndpoint, () => ({ content: { withdrawals, pageNo: 1 } })),
    recordedEndpoint(withdrawEndpoint, sent, () => {
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? { httpStatus: 500 };
      if ('content' in answer) withdrawals.unshift(answer.content.withdrawal);
      return answer;
    }),
  );
}

/** Opens #/withdraw inside WeChat for the traveller whose openid the session keeps. */
function openInWeChat() {
  browseInsideWeChat(server);
  return renderTravellerRoute('/withdraw', { traveller: { wechat: { openid: OPENID, code: 'code-7' } } });
}

const amountField = () => screen.findByRole('textbox', { name: 'amount in yuan' });
const submit = () => screen.getByRole('button', { name: 'withdraw to WeChat' });

describe('#/withdraw', () => {
  it('sends a guest to the login, which returns to withdrawing', async () => {
    const { router } = await renderTravellerRoute('/withdraw', { isGuest: true });
    await expectSentToLogin(router, '/withdraw');
  });

  it('outside WeChat shows the balance and says to open the page in WeChat, without a form', async () => {
    serveWallet(1250);
    await renderTravellerRoute('/withdraw');
    expect(await screen.findByText('¥12.50')).toBeInTheDocument();
    expect(screen.getByText('open this page in WeChat to withdraw to your WeChat balance')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('pays the amount typed in yuan as fen to the session’s openid, then shows the withdrawal in #/cash', async () => {
    serveWallet(1250, [{ content: { withdrawal: buildWithdrawal({ amount: 1050 }) } }]);
    const { router } = await openInWeChat();
    expect(await screen.findByText('withdrawable balance')).toBeInTheDocument();
    await userEvent.type(await amountField(), '10.5');
    await userEvent.click(submit());
    await expectToast('withdrawal of ¥10.50 under way: it reaches your WeChat balance shortly');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash'));
    expect(router.state.location.search).toBe('?tab=withdrawals');
    expect(await screen.findByText('¥10.50')).toBeInTheDocument();
    expect(sent).toEqual([{ openid: OPENID, amount: 1050, requestId: expect.stringMatching(/^[0-9a-f]{32}$/), v: 'wxweb' }]);
  });

  it('asks the traveller to accept WeChat’s transfer in WeChat’s sheet, and says so when they do not', async () => {
    const wechatConfirmation = { mchId: '1230000109', appId: 'wx1234567890abcdef', package: 'affffddafdfafddffda==' };
    serveWallet(1250, [{ content: { withdrawal: buildWithdrawal({ amount: 500, wechatConfirmation }) } }]);
    const invoked: unknown[] = [];
    window.WeixinJSBridge = {
      invoke: (name, params, callback) => {
        invoked.push([name, params]);
        callback({ err_msg: `${name}:cancel` });
      },
    };
    try {
      await openInWeChat();
      await userEvent.type(await amountField(), '5');
      await userEvent.click(submit());
      await expectToast('the ¥5.00 was not accepted in WeChat: unless you accept it there, it comes back to your balance');
      expect(invoked).toEqual([['requestMerchantTransfer', wechatConfirmation]]);
    } finally {
      delete window.WeixinJSBridge;
    }
  });

  it('"withdraw all" fills in the whole balance', async () => {
    serveWallet(1207, [{ content: { withdrawal: buildWithdrawal({ amount: 1207 }) } }]);
    await openInWeChat();
    await userEvent.click(await screen.findByRole('button', { name: 'withdraw all' }));
    expect(await amountField()).toHaveValue('12.07');
    await userEvent.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: 1207 });
  });

  it.each([
    ['0.99', 'the smallest withdrawal is ¥1'],
    ['12.51', 'the amount is more than your withdrawable balance of ¥12.50'],
    ['1.234', 'enter an amount in yuan with at most 2 decimals'],
  ])('%s yuan is refused under the field, nothing sent', async (typed, message) => {
    serveWallet(1250);
    await openInWeChat();
    await userEvent.type(await amountField(), typed);
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await amountField()).toHaveAccessibleDescription(message);
    expect(sent).toEqual([]);
  });

  it('a retry after a failed answer sends the same requestId, so it pays once', async () => {
    serveWallet(1250, [{ httpStatus: 500 }, { content: { withdrawal: buildWithdrawal({ amount: 500 }) } }]);
    const { router } = await openInWeChat();
    await userEvent.type(await amountField(), '5');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('a double tap names one withdrawal: every request carries the form’s one requestId', async () => {
    serveWallet(1250, [{ content: { withdrawal: buildWithdrawal({ amount: 500 }) } }]);
    const { router } = await openInWeChat();
    await userEvent.type(await amountField(), '5');
    await userEvent.dblClick(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash'));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((body) => body.requestId)).size).toBe(1);
  });

  it('not verified yet: says so with the way to #/verify', async () => {
    serveWallet(1250, [{ errorMsg: ERROR_MESSAGES.withdrawalNeedsVerification.en }]);
    await openInWeChat();
    await userEvent.type(await amountField(), '5');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('please verify your real name before withdrawing');
    expect(screen.getByRole('link', { name: 'verify my real name' })).toHaveAttribute('href', '/verify');
  });

  it('another refusal shows the server’s words, and typing again clears it', async () => {
    serveWallet(1250, [{ errorMsg: 'you can withdraw at most ¥3.00 more today' }]);
    await openInWeChat();
    await userEvent.type(await amountField(), '5');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('you can withdraw at most ¥3.00 more today');
    expect(screen.queryByRole('link', { name: 'verify my real name' })).toBeNull();
    await userEvent.type(await amountField(), '{Backspace}3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('below ¥1 there is nothing to withdraw: the way to my code instead of the form', async () => {
    serveWallet(80);
    await openInWeChat();
    expect(await screen.findByText('the smallest withdrawal is ¥1: share your promotion code to earn more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'my promotion code' })).toHaveAttribute('href', '/qrcode');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('in Chinese', async () => {
    serveWallet(1250);
    browseInsideWeChat(server);
    await renderTravellerRoute('/withdraw', { language: 'zh-CN', traveller: { wechat: { openid: OPENID, code: 'code-7' } } });
    expect(await screen.findByRole('textbox', { name: '提现金额（元）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部提现' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提现到微信' })).toBeInTheDocument();
  });
});
