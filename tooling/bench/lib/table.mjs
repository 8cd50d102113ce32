// The one table the bench prints. Every measure module answers rows of this shape, so rows of other modules
// (tooling/bench/lighthouse.mjs) are appended as they are:
//   { measure: string, figure: string, goal: string, baseline?: string, met: boolean | null, detail?: string, guarantee?: boolean }
// `met` null: a figure with no goal of its own (shown as "–"). `guarantee`: not a goal but a promise (no overselling):
// when it is not met, the bench exits 1.

/** The rows as a Markdown table (printed, and pasted into the README's Performance section). */
export function formatTable(rows) {
  const columns = ['measure', 'figure', 'goal', 'baseline (same run)', 'met'];
  const cells = rows.map((row) => [row.measure, row.figure, row.goal, row.baseline ?? '', row.met === null ? '–' : row.met ? 'yes' : 'NO']);
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((cell) => cell[index].length)));
  const line = (values) => `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

/** The rows' details (how each figure was taken), one line each, under the table. */
export function formatDetails(rows) {
  return rows
    .filter((row) => row.detail)
    .map((row) => `- ${row.measure}: ${row.detail}`)
    .join('\n');
}
