import {
  ERROR_MESSAGES,
  sendSmsCodeEndpoint,
  SMS_RESEND_SECONDS,
  updateNameEndpoint,
  userInfoEndpoint,
  verifyIdentityEndpoint,
  verifyListEndpoint,
  wechatQrcodeEndpoint,
  type VerificationAttempt,
  type VerifyListResponse,
} from '@luggage/api/contract';
import { buildVerificationAttempt, buildVerifyList, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { expectSentToLogin, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

const ID_NUMBER = '11010519491231002X';
/** A QR image as the server sends it (an SVG data URL). */
const QR_IMAGE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** The bodies of send_sms_code, updatename and verify received, in order. */
const codesSent = requestLog();
const namesSent = requestLog();
const verifiesSent = requestLog();
const server = setUpMsw();

/**
 * A server keeping the traveller's real-name state: updatename sets the name (or answers `nameAnswer`),
 * verify passes (or answers `verifyAnswer`, recording a failed attempt for a mismatch).
 */
function serveIdentity(start: Partial<VerifyListResponse> = {}, answers: { name?: MockAnswer<typeof updateNameEndpoint>; verify?: MockAnswer<typeof verifyIdentityEndpoint> } = {}) {
  const state = buildVerifyList(start);
  server.use(
    mockEndpoint(userInfoEndpoint, { content: { userId: '7', country: '86', phone: '13800138000', createdAt: '2026-11-23T12:00:00Z' } }),
    mockEndpoint(verifyListEndpoint, (params) => {
      const pageNo = Number(params.pageNo ?? 1);
      return { content: { ...state, attempts: pageNo === 1 ? state.attempts : [], pageNo } };
    }),
    recordedEndpoint(sendSmsCodeEndpoint, codesSent, () => ({ content: { resendAfter: SMS_RESEND_SECONDS } })),
    recordedEndpoint(updateNameEndpoint, namesSent, (params) => {
      if (answers.name) return answers.name;
      const name = String(params.name);
      state.name = name;
      return { content: { name, verified: false } };
    }),
    recordedEndpoint(verifyIdentityEndpoint, verifiesSent, (params) => {
      if (answers.verify) {
        if ('errorMsg' in answers.verify && answers.verify.errorMsg === ERROR_MESSAGES.identityMismatch.en) {
          state.attempts = [buildVerificationAttempt({ id: '2', result: 'failed', failureReason: ERROR_MESSAGES.identityMismatch.en }), ...state.attempts];
        }
        return answers.verify;
      }
      const attempt: VerificationAttempt = buildVerificationAttempt({ name: `${String(params.name).charAt(0)}*`, idNumber: '110***********002X' });
      Object.assign(state, { verified: true, idNumber: attempt.idNumber, attempts: [attempt, ...state.attempts] });
      return { content: { attempt, verified: true } };
    }),
    mockEndpoint(wechatQrcodeEndpoint, () =>
      state.verified ? { content: { qrcode: QR_IMAGE, content: 'http://localhost:5173/#/home?promo=AB12CD', code: 'AB12CD' } } : { errorMsg: ERROR_MESSAGES.promotionNeedsVerification.en },
    ),
  );
}

const nameField = () => screen.findByRole('textbox', { name: 'real name' });
const codeField = () => screen.getByRole('textbox', { name: 'SMS code' });
const idField = () => screen.findByRole('textbox', { name: 'mainland ID card number' });

describe('#/verify', () => {
  it('sends a guest to the login, which returns to the verification', async () => {
    const { router } = await renderTravellerRoute('/verify', { isGuest: true });
    await expectSentToLogin(router, '/verify');
  });

  it('confirms the name with a code sent to the traveller’s own phone, then verifies the ID number and shows it masked', async () => {
    serveIdentity();
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    expect(await screen.findByText('no verification attempts yet')).toBeInTheDocument();
    await user.type(await nameField(), '张三');
    const send = await screen.findByRole('button', { name: 'send code' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
    expect(screen.getByText('a code was sent to +86 13800138000')).toHaveAttribute('role', 'status');
    expect(codeField()).toHaveFocus();
    expect(codesSent).toEqual([{ country: '86', phone: '13800138000', area: 'realname', v: 'web' }]);
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'confirm name' }));

    expect(await screen.findByText('real name: 张三')).toBeInTheDocument();
    expect(namesSent).toEqual([{ name: '张三', code: '123456', v: 'web' }]);
    await user.type(await idField(), '11010519491231002x');
    expect(screen.getByText('the check character is right')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'verify' }));

    expect(await screen.findByText('verified: 张* 110***********002X')).toBeInTheDocument();
    expect(verifiesSent).toEqual([{ name: '张三', idNumber: ID_NUMBER, v: 'web' }]);
    expect(screen.getByRole('link', { name: 'my promotion code' })).toHaveAttribute('href', '/qrcode');
    const attempts = screen.getByRole('list', { name: 'verification attempts' });
    expect(within(attempts).getByText('passed')).toBeInTheDocument();
  });

  it('from #/qrcode’s refusal through #/nocode: once verified, my promotion code shows (the refusal is not kept)', async () => {
    serveIdentity({ name: '张三' });
    const user = userEvent.setup();
    const { router } = await renderTravellerRoute('/qrcode');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nocode'));
    await user.click(await screen.findByRole('link', { name: 'verify my real name' }));
    await user.type(await idField(), ID_NUMBER);
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await user.click(await screen.findByRole('link', { name: 'my promotion code' }));
    expect(await screen.findByRole('img', { name: 'QR code of my promotion code AB12CD' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/qrcode');
  });

  it('checks the fields before sending: the name, the code and the ID number’s check character', async () => {
    serveIdentity();
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    await user.click(await screen.findByRole('button', { name: 'confirm name' }));
    expect(await screen.findByText('please enter your name as on your ID card (2–30 characters)')).toBeInTheDocument();
    expect(screen.getByText('please enter the 6-digit code')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(namesSent).toEqual([]);
  });

  it('says a wrong code under the code field, keeping what was typed', async () => {
    serveIdentity({}, { name: { errorMsg: ERROR_MESSAGES.smsCodeWrong.en } });
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    await user.type(await nameField(), '张三');
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'confirm name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.smsCodeWrong.en);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(await nameField()).toHaveValue('张三');
  });

  it('checks the ID number as it is typed and refuses a wrong check character without sending', async () => {
    serveIdentity({ name: '张三' });
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    await user.type(await idField(), '1101051949');
    expect(screen.getByText('10 of 18 characters')).toBeInTheDocument();
    await user.type(await idField(), '12310021');
    expect(screen.getByText('the number does not add up: please check it against your ID card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the number does not add up');
    expect(verifiesSent).toEqual([]);
  });

  it('says a mismatch under the number and lists the failed attempt with its reason', async () => {
    serveIdentity({ name: '张三' }, { verify: { errorMsg: ERROR_MESSAGES.identityMismatch.en } });
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    await user.type(await idField(), ID_NUMBER);
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.identityMismatch.en);
    const attempts = await screen.findByRole('list', { name: 'verification attempts' });
    expect(within(attempts).getByText('failed')).toBeInTheDocument();
    expect(within(attempts).getByText(ERROR_MESSAGES.identityMismatch.en)).toBeInTheDocument();
  });

  it('says today’s attempts are used up under the button', async () => {
    serveIdentity({ name: '张三' }, { verify: { errorMsg: ERROR_MESSAGES.verifyDailyLimit.en } });
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    await user.type(await idField(), ID_NUMBER);
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verifyDailyLimit.en);
    expect(screen.getByRole('textbox', { name: 'mainland ID card number' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('goes back to step 1 to change the name', async () => {
    serveIdentity({ name: '张三' });
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    await user.click(await screen.findByRole('button', { name: 'change name' }));
    expect(await nameField()).toHaveValue('张三');
  });

  it('shows a verified traveller their masked name and number, in Chinese too', async () => {
    serveIdentity({ name: '张三', verified: true, idNumber: '310***********123X', attempts: [buildVerificationAttempt()] });
    await renderTravellerRoute('/verify', { language: 'zh-CN' });
    expect(await screen.findByText('已认证：张* 310***********123X')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('pages the attempts 10 at a time', async () => {
    const attempts = Array.from({ length: 10 }, (_, index) => buildVerificationAttempt({ id: String(index + 1), result: 'failed', failureReason: ERROR_MESSAGES.identityMismatch.en }));
    serveIdentity({ name: '张三', attempts });
    const user = userEvent.setup();
    await renderTravellerRoute('/verify');
    const list = await screen.findByRole('list', { name: 'verification attempts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'load more attempts' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'load more attempts' })).toBeNull());
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});
