import { MAINLAND_MOBILE_PATTERN } from '@luggage/api/contract';
import { useCallBindMutation } from '@luggage/api/order-api';
import { useAppSelector } from '@luggage/api/store';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDateTime } from '@luggage/domain/dates';
import { Button } from '@luggage/ui/button';
import { PanelDialog } from '@luggage/ui/dialogs';
import { TextField } from '@luggage/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './call-shop.css';

/** The mainland mobile of a session's phone ('+86 13800138000' → '13800138000'), or '' for another country. */
const mainlandMobileOf = (sessionPhone: string) => /^\+86 (1[3-9]\d{9})$/.exec(sessionPhone)?.[1] ?? '';

/** A phone number in groups of 3, 4 and 4 digits, as people read a mobile ('171 0000 0001'). */
const grouped = (digits: string) => digits.replace(/^(\d{3})(\d{4})(\d+)$/, '$1 $2 $3');

/**
 * 'call the shop' for an active order (spec §7 call_bind): a dialog asks for the mainland mobile the
 * traveller will call from (their account's when it is one), then gives the protected number to dial, with
 * until when it works: neither the shop nor the traveller sees the other's real number.
 */
export function CallShop({ orderId }: { orderId: string }) {
  const { t } = useTranslation('callShop');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="lg-pill" onClick={() => setIsOpen(true)}>
        {t('button')}
      </button>
      {isOpen && <CallShopDialog orderId={orderId} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function CallShopDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('callShop');
  const ids = { title: useId(), phone: useId() };
  const accountPhone = useAppSelector((state) => state.session.user?.phone ?? '');
  const [phone, setPhone] = useState(() => mainlandMobileOf(accountPhone));
  const [isPhoneShown, setIsPhoneShown] = useState(false);
  const [callBind, binding] = useCallBindMutation();
  const isPhoneValid = MAINLAND_MOBILE_PATTERN.test(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsPhoneShown(true);
    if (isPhoneValid) void callBind({ orderId, phone });
  };

  const bound = binding.data;
  const refusal = apiErrorText(binding.error, t);
  return (
    <PanelDialog title={t('title')} titleId={ids.title} closeText={t('close')} onClose={onClose} className="call-shop">
      <p className="call-shop__text">{t('explain')}</p>
      {bound ? (
        <div className="call-shop__number">
          <a className="lg-button lg-button--primary" href={`tel:${bound.virtualNumber}`}>
            {t('call', { number: grouped(bound.virtualNumber) })}
          </a>
          <p className="call-shop__text">{t('from', { phone: grouped(phone), time: formatDateTime(bound.expiresAt, i18n.language) })}</p>
        </div>
      ) : (
        <form className="call-shop__form" onSubmit={submit} noValidate aria-busy={binding.isLoading}>
          <TextField
            id={ids.phone}
            label={t('phoneLabel')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            value={phone}
            onValue={(value) => {
              setPhone(value.replace(/\D/g, ''));
              binding.reset();
            }}
            error={isPhoneShown && !isPhoneValid ? t('phoneInvalid') : undefined}
          />
          {refusal && (
            <p className="call-shop__refusal" role="alert">
              {refusal}
            </p>
          )}
          <Button type="submit" disabled={binding.isLoading}>
            {binding.isLoading ? t('getting') : t('get')}
          </Button>
        </form>
      )}
    </PanelDialog>
  );
}
