// Figures over runs: percentiles of samples, and the "min / median of N runs" every row of the table shows.

/** The `p`-th percentile (0–100) of `samples` (nearest rank). */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of `values`. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `values` of the runs as "min / median" with `format` for each, the form of every figure in the table. */
export const minMedian = (values, format) => `${format(Math.min(...values))} / ${format(median(values))}`;

/** Best / median for figures where higher is better (req/s, orders/s): "max / median". */
export const maxMedian = (values, format) => `${format(Math.max(...values))} / ${format(median(values))}`;

export const ms = (value) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
export const perSecond = (value) => `${value.toFixed(0)}/s`;
export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;
