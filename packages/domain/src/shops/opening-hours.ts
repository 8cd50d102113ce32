/**
 * A shop's opening period on some weekdays, in Asia/Shanghai wall time (the contract's OpeningHours).
 * `close` may be '24:00'; a `close` at or before `open` runs past midnight into the next day
 * ('22:00'–'02:00'), so '00:00'–'00:00' is open all day like '00:00'–'24:00'.
 */
export interface OpeningHours {
  /** 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** 'HH:mm', 00:00–23:59. */
  open: string;
  /** 'HH:mm', 00:00–24:00. */
  close: string;
}
