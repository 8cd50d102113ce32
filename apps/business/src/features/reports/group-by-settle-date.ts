/** Rows of one settleDate under its heading. */
export interface SettleDateGroup<Row> {
  settleDate: string;
  rows: Row[];
}

/**
 * The rows grouped by settleDate ('yyyy-MM-dd'), the groups in the order their first row came and the rows
 * in theirs: rows of one date loaded on two pages fall into one group, so the date's heading shows once.
 */
export function groupBySettleDate<Row extends { settleDate: string }>(rows: readonly Row[]): SettleDateGroup<Row>[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.settleDate);
    if (group) group.push(row);
    else groups.set(row.settleDate, [row]);
  }
  return Array.from(groups, ([settleDate, groupRows]) => ({ settleDate, rows: groupRows }));
}
