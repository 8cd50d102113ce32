/** The tabs of #/bussiness/orders in order: the luggage orders, then the consumption orders. */
export const ORDER_TABS = ['luggage', 'consume'] as const;

/** One tab of #/bussiness/orders. */
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab a `?tab=` value names; anything else (or none) is the luggage orders. */
export function orderTabFrom(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'luggage';
}
