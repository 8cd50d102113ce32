import { useRewardListQuery } from '@luggage/api/rewards-api';
import type { Session } from '@luggage/api/session';
import { LanguageSwitch } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import { ConfirmButton } from '@luggage/ui/dialogs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPhone } from './account-phone';
import { ConsumeOrders } from './consume-orders';
import { useLogOut } from './use-log-out';
import './user-centre.css';

/**
 * The user centre (spec §2): the account's phone, the ways to orders, coupons, rewards (with the withdrawable
 * balance once known) and invoices (those whose screens are built), the extra charges paid at pick-up, the language, and logging out after a confirmation.
 */
export function UserCentre({ session }: { session: Session }) {
  const { t } = useTranslation('userCentre');
  const id = useId();
  const { logOut, isLoggingOut } = useLogOut();
  // The balance is a hint only: while it loads, or when it fails, the link stands alone.
  const wallet = useRewardListQuery({ pageNo: 1 });
  const withdrawable = wallet.data?.withdrawable;
  const links: { to: string; label: string; hint?: string }[] = [
    { to: '/orders', label: t('orders') },
    { to: '/coupons', label: t('coupons') },
    { to: '/combo/orders', label: t('comboOrders') },
    { to: '/cash', label: t('rewards'), hint: withdrawable === undefined ? undefined : t('rewardsHint', { amount: formatYuan(withdrawable) }) },
    // Invoices are asked for from an order (#/bill/{id}).
    { to: '/orders', label: t('invoices'), hint: t('invoicesHint') },
  ];
  return (
    <div className="user-centre">
      <section className="user-centre__card" aria-labelledby={`${id}-account`}>
        <h2 id={`${id}-account`}>{t('account')}</h2>
        <AccountPhone session={session} />
      </section>
      <nav className="user-centre__card" aria-labelledby={`${id}-services`}>
        <h2 id={`${id}-services`}>{t('services')}</h2>
        <ul className="user-centre__links">
          {links.map((link, index) => (
            <li key={link.label}>
              <Link to={link.to} aria-describedby={link.hint ? `${id}-hint-${index}` : undefined}>
                {link.label}
              </Link>
              {link.hint && (
                <p id={`${id}-hint-${index}`} className="user-centre__hint">
                  {link.hint}
                </p>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ConsumeOrders />
      <section className="user-centre__card" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`}>{t('settings')}</h2>
        <LanguageSwitch />
      </section>
      <ConfirmButton
        variant="secondary"
        className="user-centre__log-out"
        disabled={isLoggingOut}
        question={{ title: t('logOutTitle'), message: t('logOutQuestion'), confirmText: t('logOut') }}
        onConfirm={() => void logOut()}
      >
        {isLoggingOut ? t('loggingOut') : t('logOut')}
      </ConfirmButton>
    </div>
  );
}
