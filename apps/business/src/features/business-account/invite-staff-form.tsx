import { DEFAULT_COUNTRY_CODE, type InviteStaffResponse } from '@luggage/api/contract';
import { useInviteStaffMutation } from '@luggage/api/business-account-api';
import { useRejectionToast } from '@luggage/api/store';
import { Button } from '@luggage/ui/button';
import { Card } from '@luggage/ui/layout';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSignInPhone, type SignInFieldError } from '@luggage/app-shell/sign-in';
import { formatDateTime } from '@luggage/domain/dates';
import { useCountdown } from '@luggage/ui/countdown';
import { MainlandPhoneField } from './mainland-phone-field';
import './invite-staff-form.css';

/**
 * An owner invites a phone (+86) to the shop as staff (staff/invite): the server sends it a code by SMS.
 * The answer says until when the invitation holds and how the new staff member confirms (#/send/bind);
 * inviting the same phone again waits out the SMS resend time. Refusals (already staff, SMS limits) are
 * toasts (spec §8) and keep the phone.
 */
export function InviteStaffForm({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<SignInFieldError | undefined>();
  const [invited, setInvited] = useState<InviteStaffResponse | null>(null);
  const [invitedNumber, setInvitedNumber] = useState<string | null>(null);
  const [inviteStaff, inviting] = useInviteStaffMutation();
  const countdown = useCountdown();
  const showRefusal = useRejectionToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSignInPhone(DEFAULT_COUNTRY_CODE, phone, { isMainlandOnly: true });
    setError('error' in checked ? checked.error : undefined);
    if ('error' in checked) return;
    setInvited(null);
    const result = await inviteStaff({ storeId, country: DEFAULT_COUNTRY_CODE, phone: checked.phone });
    showRefusal(result.error);
    if (result.data) {
      setInvited(result.data);
      setInvitedNumber(checked.phone);
      countdown.start(result.data.resendAfter);
    }
  };

  // The SMS resend wait is per phone: another phone can be invited at once.
  const typed = checkSignInPhone(DEFAULT_COUNTRY_CODE, phone, { isMainlandOnly: true });
  const isWaiting = countdown.secondsLeft > 0 && 'phone' in typed && typed.phone === invitedNumber;
  return (
    <Card as="form" gap={3} className="invite-staff" onSubmit={(event) => void submit(event)} noValidate aria-busy={inviting.isLoading}>
      <MainlandPhoneField
        id={`${id}-phone`}
        label={t('team.invitePhone')}
        error={error && t(`signIn.errors.${error}`)}
        autoComplete="off"
        value={phone}
        onValue={(value) => {
          setPhone(value);
          setError(undefined);
        }}
      />
      <div role="status" className="invite-staff__sent">
        {invited && (
          <>
            <p>{t('team.invited', { phone: invited.phone, expires: formatDateTime(invited.expiresAt, i18n.language) })}</p>
            <p>{t('team.inviteHowTo')}</p>
          </>
        )}
      </div>
      <Button type="submit" className="invite-staff__submit" disabled={inviting.isLoading || isWaiting}>
        {inviting.isLoading ? t('team.inviting') : isWaiting ? t('team.inviteAgainIn', { seconds: countdown.secondsLeft }) : t('team.invite')}
      </Button>
    </Card>
  );
}
