import { AlertDialog } from '@luggage/ui/dialogs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINLAND_MOBILE, SMS_CODE } from './phone-number';
import './business-login-form.css';

type FieldErrors = { phone?: string; code?: string };

/**
 * Phone + SMS-code sign-in for shop staff. The fields are checked here; the sign-in calls belong to
 * the business release, so a valid form says so instead of sending anything.
 */
export function BusinessLoginForm() {
  const { t } = useTranslation('business');
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [noticeOpen, setNoticeOpen] = useState(false);

  const validate = (fields: { phone: boolean; code: boolean }): FieldErrors => ({
    ...(fields.phone && !MAINLAND_MOBILE.test(phone) ? { phone: t('login.invalidPhone') } : {}),
    ...(fields.code && !SMS_CODE.test(code) ? { code: t('login.invalidCode') } : {}),
  });

  const sendCode = () => {
    const found = validate({ phone: true, code: false });
    setErrors(found);
    if (!found.phone) setNoticeOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ phone: true, code: true });
    setErrors(found);
    if (!found.phone && !found.code) setNoticeOpen(true);
  };

  return (
    <form className="business-login" onSubmit={submit} noValidate>
      <p className="business-login__intro">{t('login.intro')}</p>
      <label className="business-login__label" htmlFor={`${id}-phone`}>
        {t('login.phone')}
      </label>
      <div className="business-login__row">
        <span className="business-login__country" aria-hidden="true">
          +86
        </span>
        <input
          id={`${id}-phone`}
          className="business-login__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('login.phonePlaceholder')}
          value={phone}
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      {errors.phone && (
        <p id={`${id}-phone-error`} className="business-login__error" role="alert">
          {errors.phone}
        </p>
      )}
      <label className="business-login__label" htmlFor={`${id}-code`}>
        {t('login.code')}
      </label>
      <div className="business-login__row">
        <input
          id={`${id}-code`}
          className="business-login__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('login.codePlaceholder')}
          value={code}
          aria-invalid={Boolean(errors.code)}
          aria-describedby={errors.code ? `${id}-code-error` : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <button type="button" className="business-login__send" onClick={sendCode}>
          {t('login.sendCode')}
        </button>
      </div>
      {errors.code && (
        <p id={`${id}-code-error`} className="business-login__error" role="alert">
          {errors.code}
        </p>
      )}
      <button type="submit" className="business-login__submit">
        {t('login.submit')}
      </button>
      <AlertDialog open={noticeOpen} title={t('titles.login')} message={t('login.unavailable')} onClose={() => setNoticeOpen(false)} />
    </form>
  );
}
