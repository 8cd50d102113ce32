/** The tabs of #/cash, in order: the rewards, then the withdrawals. */
export const CASH_TABS = ['rewards', 'withdrawals'] as const;

/** A tab of #/cash (its `tab=` in the URL). */
export type CashTab = (typeof CASH_TABS)[number];
