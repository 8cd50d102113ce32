import type { StaffRole } from '@luggage/api/contract';

/** A tab of the business app's navigation: its path and its 'account:nav' text key. */
export interface BusinessNavItem {
  to: string;
  key: 'home' | 'counter' | 'orders' | 'stats' | 'settings' | 'staff';
}

const EVERYONE: BusinessNavItem[] = [
  { to: '/bussiness', key: 'home' },
  { to: '/bussiness/counter', key: 'counter' },
  { to: '/bussiness/orders', key: 'orders' },
  { to: '/bussiness/stats', key: 'stats' },
];

const OWNERS: BusinessNavItem[] = [
  { to: '/bussiness/settings', key: 'settings' },
  { to: '/bussiness/bind', key: 'staff' },
];

/** The tabs a role sees: everyone works the counter and reads orders and statistics; owners also set up the shop and its staff. */
export function businessNavItems(role: StaffRole): BusinessNavItem[] {
  return role === 'owner' ? [...EVERYONE, ...OWNERS] : EVERYONE;
}
