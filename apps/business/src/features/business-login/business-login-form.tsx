import { AlertDialog } from '@luggage/ui/dialogs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@luggage/ui/text-field';
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
      <TextField
        id={`${id}-phone`}
        label={t('login.phone')}
        error={errors.phone}
        prefix={
          <span className="business-login__country" aria-hidden="true">
            +86
          </span>
        }
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        placeholder={t('login.phonePlaceholder')}
        value={phone}
        onValue={(value) => setPhone(value.replace(/\D/g, ''))}
      />
      <TextField
        id={`${id}-code`}
        label={t('login.code')}
        error={errors.code}
        suffix={
          <button type="button" className="business-login__send" onClick={sendCode}>
            {t('login.sendCode')}
          </button>
        }
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('login.codePlaceholder')}
        value={code}
        onValue={(value) => setCode(value.replace(/\D/g, ''))}
      />
      <button type="submit" className="business-login__submit">
        {t('login.submit')}
      </button>
      <AlertDialog open={noticeOpen} title={t('titles.login')} message={t('login.unavailable')} onClose={() => setNoticeOpen(false)} />
    </form>
  );
}
