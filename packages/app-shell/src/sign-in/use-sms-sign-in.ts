import { loggedIn, type Session, type SessionArea } from '@luggage/api/session';
import { useAppDispatch, useRejectionToast } from '@luggage/api/store';
import { useSendSmsCodeMutation } from '@luggage/api/user-api';
import { useCountdown } from '@luggage/ui/countdown';
import type { TFunction } from 'i18next';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { checkSignInPhone, checkSmsCode, type SignInFieldError } from './check-sign-in-fields';

/** What a sign-in call takes: the phone with its calling code and the SMS code. */
export interface SmsSignInInput {
  /** Calling code without '+', e.g. '86'. */
  country: string;
  phone: string;
  code: string;
}

/**
 * A sign-in mutation as an RTK Query mutation hook returns it (`useLoginMutation()`): the trigger and the
 * state of its latest call.
 */
export type SmsSignInMutation<Answer> = readonly [
  (input: SmsSignInInput) => PromiseLike<{ data?: Answer; error?: unknown }>,
  { isLoading: boolean; error?: unknown; reset: () => void },
];

/** Options of {@link useSmsSignIn}. */
export interface SmsSignInOptions<Answer extends Session> {
  /** The session the code is sent for and the sign-in opens. */
  area: SessionArea;
  /** The form's values as typed; the form keeps them (state or store) and calls `clearError` as they change. */
  country: string;
  phone: string;
  code: string;
  /**
   * Whether the user ticked 'I agree to the user agreement and privacy policy'; when given, no code is sent
   * and no sign-in made before it is true, and the form says so (`errors.consentRequired`).
   */
  hasConsented?: boolean;
  /** See {@link checkSignInPhone}: shop staff sign in with mainland numbers only. */
  isMainlandOnly?: boolean;
  /** The sign-in mutation the code is exchanged with. */
  signIn: SmsSignInMutation<Answer>;
  /** Called with the answer after its session is stored. */
  onSignedIn?: (answer: Answer) => void;
  /**
   * The form's texts, `keyPrefix` before each key: sendCode, sending, resendIn ({{seconds}}), resend,
   * codeSent ({{country}}, {{phone}}) and errors.<{@link SignInFieldError}> (and errors.consentRequired
   * with `hasConsented`).
   */
  t: TFunction;
  keyPrefix?: string;
}

/** What {@link useSmsSignIn} gives the form to draw. */
export interface SmsSignIn {
  /** The field's refusal, in the form's words, until the field changes. */
  phoneError?: string;
  codeError?: string;
  /** 'agree first' while a send or sign-in was stopped for want of consent, until the box is ticked. */
  consentError?: string;
  clearError: (field: 'phone' | 'code' | 'consent') => void;
  /** 'send code', 'sending…', 'resend in N s' or 'resend code'. */
  sendLabel: string;
  /** While a code is being sent or the wait before another one runs. */
  isSendDisabled: boolean;
  sendCode: () => void;
  /** The code field, focused once a code is sent. */
  codeRef: RefObject<HTMLInputElement | null>;
  /** 'a code was sent to …' once one was. */
  sentText: string | null;
  isSigningIn: boolean;
  /** The form's submit handler: checks both fields, then signs in. */
  submit: (event: FormEvent) => void;
}

type FieldErrors = { phone?: SignInFieldError; code?: SignInFieldError; consent?: 'consentRequired' };

/**
 * Phone + SMS code sign-in (send_sms_code, then a sign-in call): sending a code with the resend countdown
 * from the server's `resendAfter`, the fields checked with the contract's rules before anything is sent,
 * the server's refusals (which keep what was typed) and the session stored on success. Both apps' sign-in
 * forms draw their own fields around it.
 */
export function useSmsSignIn<Answer extends Session>({
  area,
  country,
  phone,
  code,
  hasConsented,
  isMainlandOnly,
  signIn: [signIn, signingIn],
  onSignedIn,
  t,
  keyPrefix = '',
}: SmsSignInOptions<Answer>): SmsSignIn {
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentText, setSentText] = useState<string | null>(null);
  const [sendSmsCode, sending] = useSendSmsCodeMutation();
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const text = (key: string, options?: Record<string, unknown>) => t(`${keyPrefix}${key}`, options);
  const checkPhone = () => checkSignInPhone(country, phone, { isMainlandOnly });
  const consent = hasConsented === false ? ('consentRequired' as const) : undefined;
  // Spec §8: the server's refusals ('wrong code', 'too many codes') are toasts; the fields keep what was typed.
  const showRefusal = useRejectionToast();

  const sendCode = async () => {
    const checked = checkPhone();
    setErrors((current) => ({ ...current, phone: 'error' in checked ? checked.error : undefined, consent }));
    if ('error' in checked || consent) return;
    const result = await sendSmsCode({ country, phone: checked.phone, area });
    showRefusal(result.error);
    if (result.data) {
      countdown.start(result.data.resendAfter);
      setSentText(text('codeSent', { country, phone: checked.phone }));
      // The send button is disabled by the countdown, which would drop the focus to the page.
      codeRef.current?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPhone();
    const found = { phone: 'error' in checked ? checked.error : undefined, code: checkSmsCode(code), consent };
    setErrors(found);
    if ('error' in checked || found.code || consent) return;
    const result = await signIn({ country, phone: checked.phone, code: code.trim() });
    showRefusal(result.error);
    if (result.data) {
      const { userId, userToken, phone: storedPhone } = result.data;
      dispatch(loggedIn({ area, session: { userId, userToken, phone: storedPhone } }));
      onSignedIn?.(result.data);
    }
  };

  const sendLabel = sending.isLoading
    ? text('sending')
    : countdown.secondsLeft > 0
      ? text('resendIn', { seconds: countdown.secondsLeft })
      : sentText
        ? text('resend')
        : text('sendCode');

  return {
    phoneError: errors.phone && text(`errors.${errors.phone}`),
    codeError: errors.code && text(`errors.${errors.code}`),
    consentError: errors.consent && text(`errors.${errors.consent}`),
    clearError: (field) => setErrors((current) => ({ ...current, [field]: undefined })),
    sendLabel,
    isSendDisabled: sending.isLoading || countdown.secondsLeft > 0,
    sendCode: () => void sendCode(),
    codeRef,
    sentText,
    isSigningIn: signingIn.isLoading,
    submit: (event) => void submit(event),
  };
}
