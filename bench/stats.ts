/**
 * Small statistics and output helpers for the benchmarks: median and p99 of a list of timings,
 * number formatting, a one-line histogram, and markdown tables padded so that they read well in a
 * terminal and paste unchanged into docs/performance.md.
 */

/**
 * CPU milliseconds the process spent since `start` (a `process.cpuUsage()` reading): on a busy
 * machine the clock also counts other processes' turns, this does not.
 */
export function cpuSince(start: NodeJS.CpuUsage): number {
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

export interface Summary {
  /** Number of samples. */
  readonly count: number;
  /** Sum of all samples. */
  readonly total: number;
  readonly median: number;
  readonly p99: number;
  readonly max: number;
}

/** Nearest-rank quantile (0 < q <= 1) of an ascending list; NaN when it is empty. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

export function median(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function summarize(samples: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(samples).sort();
  let total = 0;
  for (const v of sorted) total += v;
  return {
    count: sorted.length,
    total,
    median: median(sorted),
    p99: quantile(sorted, 0.99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${int(n)}${suffix}`;
}

/** Whole number with thousands separators: 49158 -> "49,158". */
export const int = (n: number): string =>
  Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–';

/** A duration or rate with about three significant digits: 3.42, 45.1, 1,234. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '–';
  const abs = Math.abs(n);
  if (abs >= 100) return int(n);
  if (abs >= 10) return n.toFixed(1);
  if (abs >= 0.01 || abs === 0) return n.toFixed(2);
  return n.toPrecision(2);
}

const BARS = '▁▂▃▄▅▆▇█';

/**
 * A one-line histogram of whole-number values from their minimum to their maximum, one character
 * per value: `▁` to `█` scaled to the most frequent value, `·` for a value that never occurs.
 */
export function sparkline(values: readonly number[]): string {
  if (values.length === 0) return '';
  let lo = values[0];
  let hi = values[0];
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const counts = new Array<number>(hi - lo + 1).fill(0);
  for (const v of values) counts[v - lo]++;
  const top = Math.max(...counts);
  return counts
    .map((c) =>
      c === 0 ? '·' : BARS[Math.min(BARS.length - 1, Math.floor((c / top) * BARS.length))],
    )
    .join('');
}

/**
 * A markdown table with every column padded to its widest cell. `align` has one letter per
 * column, `l` or `r` (default `l`).
 */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align = '',
): string {
  const width = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const pad = (text: string, c: number): string =>
    align[c] === 'r' ? text.padStart(width[c]) : text.padEnd(width[c]);
  const line = (cells: readonly string[]): string =>
    `| ${headers.map((_, c) => pad(cells[c] ?? '', c)).join(' | ')} |`;
  const rule = `|${width.map((w, c) => (align[c] === 'r' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
