import type { StaffRole } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { businessNavItems } from './business-nav-items';

/** The business app's navigation landmark (a tab bar on phones); the current tab has aria-current="page". */
export function BusinessNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation('account');
  return (
    <nav className="business-frame__nav" aria-label={t('frame.nav')}>
      <ul>
        {businessNavItems(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
