import type { StaffMember } from '@luggage/api/contract';
import { useRemoveStaffMutation, useStaffListQuery } from '@luggage/api/business-account-api';
import { useRejectionToast } from '@luggage/api/store';
import { Button } from '@luggage/ui/button';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDateTime } from '@luggage/domain/dates';
import { FormOutcome } from '../../shared/form-outcome';
import { splitPhone } from './split-phone';
import { ListRow } from '@luggage/ui/layout';
import './staff-team.css';

/**
 * A shop's team for its owner (staff/list): active staff and open invitations with their role and since
 * when. Staff can be removed and invitations withdrawn after a confirmation; owners cannot be removed.
 */
export function StaffTeam({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation('account');
  const list = useStaffListQuery({ storeId });
  const [removeStaff, removal] = useRemoveStaffMutation();
  const showRefusal = useRejectionToast();
  const [pending, setPending] = useState<StaffMember | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const remove = async (member: StaffMember) => {
    setPending(null);
    setDone(null);
    const who = member.state === 'active' && member.userId ? { userId: member.userId } : splitPhone(member.phone);
    const result = await removeStaff({ storeId, ...who });
    showRefusal(result.error);
    if (result.data) setDone(t(member.state === 'active' ? 'team.removed' : 'team.withdrawn', { phone: member.phone }));
  };

  // currentData: `data` would still be another shop's team, whose remove buttons would then act on this shop.
  const staff = list.currentData?.staff;
  if (!staff) {
    return list.isError ? <ErrorState message={apiErrorText(list.error, t)} onRetry={() => void list.refetch()} /> : <LoadingState />;
  }
  if (staff.length === 0) return <EmptyState text={t('team.empty')} />;
  return (
    <>
      <ul className="staff-team" aria-label={t('team.teamTitle')}>
        {staff.map((member) => (
          <ListRow as="li" key={`${member.state}-${member.userId ?? member.phone}`} className="staff-team__member">
            <div>
              <p className="staff-team__phone">{member.phone}</p>
              <p className="staff-team__facts">
                {t(`team.roles.${member.role}`)} · {t(`team.states.${member.state}`)} ·{' '}
                {t(member.state === 'active' ? 'team.since' : 'team.invitedOn', { date: formatDateTime(member.since, i18n.language) })}
              </p>
            </div>
            {member.role !== 'owner' && (
              <Button
                variant="secondary"
                disabled={removal.isLoading}
                aria-label={t(member.state === 'active' ? 'team.removeLabel' : 'team.withdrawLabel', { phone: member.phone })}
                onClick={() => setPending(member)}
              >
                {t(member.state === 'active' ? 'team.remove' : 'team.withdraw')}
              </Button>
            )}
          </ListRow>
        ))}
      </ul>
      <FormOutcome success={done ?? undefined} className="staff-team__outcome" />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(pending.state === 'active' ? 'team.remove' : 'team.withdraw') : undefined}
        message={pending ? t(pending.state === 'active' ? 'team.removeQuestion' : 'team.withdrawQuestion', { phone: pending.phone }) : ''}
        confirmText={pending ? t(pending.state === 'active' ? 'team.remove' : 'team.withdraw') : undefined}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void remove(pending)}
      />
    </>
  );
}
