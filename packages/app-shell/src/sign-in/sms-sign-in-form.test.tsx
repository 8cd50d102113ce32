import { loginEndpoint, sendSmsCodeEndpoint, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { useLoginMutation } from '@luggage/api/user-api';
import { TextField } from '@luggage/ui/text-field';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, renderWithApp, setUpMsw } from '../testing';
import { SmsSignInForm } from './sms-sign-in-form';
import { useSmsSignIn } from './use-sms-sign-in';

const texts = {
  form: {
    intro: 'sign in',
    phone: 'phone',
    code: 'code',
    sendCode: 'send code',
    sending: 'sending…',
    resendIn: 'resend in {{seconds}} s',
    resend: 'resend',
    codeSent: 'sent to +{{country}} {{phone}}',
    submit: 'go',
    errors: {
      phoneRequired: 'phone required',
      phoneInvalid: 'phone invalid',
      phoneMainland: 'not a mainland number',
      codeRequired: 'code required',
      codeInvalid: 'code invalid',
    },
  },
};
const locales = { test: { en: texts, 'zh-CN': texts } };

function TestForm({ isMainlandOnly, onSignedIn }: { isMainlandOnly?: boolean; onSignedIn?: (answer: unknown) => void }) {
  const { t } = useTranslation('test');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const signIn = useSmsSignIn({ area: 'user', country: '86', phone, code, isMainlandOnly, signIn: useLoginMutation(), onSignedIn, t, keyPrefix: 'form.' });
  return (
    <SmsSignInForm
      signIn={signIn}
      intro={t('form.intro')}
      phoneField={
        <TextField
          id="phone"
          label={t('form.phone')}
          error={signIn.phoneError}
          value={phone}
          onValue={(value) => {
            setPhone(value);
            signIn.clearError('phone');
          }}
        />
      }
      code={code}
      onCode={setCode}
      codeLabel={t('form.code')}
      codePlaceholder=""
      submitLabel={t('form.submit')}
    />
  );
}

const server = setUpMsw();

const session = { userId: '7', userToken: 't'.repeat(64), phone: '+86 13800138000' };

describe('SmsSignInForm with useSmsSignIn', () => {
  it('checks both fields before anything is sent, and clears a field’s message as it changes', async () => {
    const user = userEvent.setup();
    renderWithApp(<TestForm />, { locales });
    await user.type(screen.getByRole('textbox', { name: 'phone' }), '138abc');
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveAccessibleDescription('phone invalid');
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveAccessibleDescription('code required');
    await user.type(screen.getByRole('textbox', { name: 'code' }), '1');
    expect(screen.getByRole('textbox', { name: 'code' })).not.toHaveAccessibleDescription('code required');
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveAccessibleDescription('phone invalid');
  });

  it('explains any refused number as not a mainland one when only mainland numbers sign in', async () => {
    const user = userEvent.setup();
    renderWithApp(<TestForm isMainlandOnly />, { locales });
    await user.type(screen.getByRole('textbox', { name: 'phone' }), '138abc');
    await user.click(screen.getByRole('button', { name: 'send code' }));
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveAccessibleDescription('not a mainland number');
  });

  it('sends a code, counts down to the next one and moves the focus to the code', async () => {
    server.use(mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } }));
    const user = userEvent.setup();
    renderWithApp(<TestForm />, { locales });
    await user.type(screen.getByRole('textbox', { name: 'phone' }), '138 0013 8000');
    await user.click(screen.getByRole('button', { name: 'send code' }));
    expect(await screen.findByRole('button', { name: /^resend in (60|59) s$/ })).toBeDisabled();
    expect(screen.getByText('sent to +86 13800138000')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveFocus();
  });

  it('signs in: stores the session and hands the answer on', async () => {
    server.use(mockEndpoint(loginEndpoint, { content: session }));
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithApp(<TestForm onSignedIn={onSignedIn} />, { locales });
    await user.type(screen.getByRole('textbox', { name: 'phone' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: 'code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(store.getState().session.user).toEqual(session));
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });

  it('shows the server’s refusal as a toast (spec §8) and keeps what was typed', async () => {
    server.use(mockEndpoint(loginEndpoint, { errorMsg: 'the code is wrong' }));
    const user = userEvent.setup();
    const { store } = renderWithApp(<TestForm />, { locales });
    await user.type(screen.getByRole('textbox', { name: 'phone' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: 'code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'go' }));
    await expectToast('the code is wrong');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveValue('13800138000');
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveValue('000000');
    expect(store.getState().session.user).toBeFalsy();
  });

  it('toasts a refused code request once per refusal', async () => {
    server.use(mockEndpoint(sendSmsCodeEndpoint, { errorMsg: 'too many codes, please try again later' }));
    const user = userEvent.setup();
    const { store } = renderWithApp(<TestForm />, { locales });
    await user.type(screen.getByRole('textbox', { name: 'phone' }), '13800138000');
    await user.click(screen.getByRole('button', { name: 'send code' }));
    await waitFor(() => expect(store.getState().notices.toasts).toHaveLength(1));
    expect(store.getState().notices.toasts[0]?.message).toEqual({ text: 'too many codes, please try again later' });
  });
});
