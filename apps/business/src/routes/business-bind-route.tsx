import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '../app/current-shop';
import { InviteStaffForm } from '../features/business-account/invite-staff-form';
import { StaffTeam } from '../features/business-account/staff-team';
import './business-bind-route.css';

/** #/bussiness/bind: the owner's team of the current shop and the invitation of new staff; staff read who may do it. */
export function BusinessBindRoute() {
  const { t } = useTranslation('account');
  const { storeId, role } = useCurrentShop();
  if (role !== 'owner') return <p className="business-bind-route__note">{t('team.ownersOnly')}</p>;
  // Keyed by shop: a phone typed, a removal pending or an outcome shown belong to the shop they were made at.
  return (
    <div key={storeId} className="business-bind-route">
      <section aria-labelledby="business-bind-invite">
        <h2 id="business-bind-invite">{t('team.inviteTitle')}</h2>
        <InviteStaffForm storeId={storeId} />
      </section>
      <section aria-labelledby="business-bind-team">
        <h2 id="business-bind-team">{t('team.teamTitle')}</h2>
        <StaffTeam storeId={storeId} />
      </section>
    </div>
  );
}
