import os from 'node:os';

/**
 * The one table `npm run bench` prints (docs/decisions/025-benchmark-method.md): a row per measured
 * figure, with its budget and whether it was met. Pure functions only, so the formatting is testable.
 */

/** A budget: the figure must be at most `max` or at least `min`, in the row's unit. */
export type Budget = { max: number } | { min: number };

export type Row = {
  part: string;
  database: string;
  measure: string;
  /** the figure as printed, with its unit and any context (requests per second, sizes …) */
  figure: string;
  /** how steady the figure was: the spread of its repetitions, rounds or runs */
  noise?: string;
  budget?: string;
  /** undefined: a figure printed for information, with no budget */
  met?: boolean;
  /** the repetitions disagreed more than the row's kind allows: neither met nor missed, run again */
  noisy?: boolean;
  /** the machine's 1-minute load average when the row was measured */
  load?: number;
};

export function meets(value: number, budget: Budget): boolean {
  return 'max' in budget ? value <= budget.max : value >= budget.min;
}

/** The q-quantile (0 < q ≤ 1) of ascending values, by the nearest-rank method; 0 for no values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How far repetitions may disagree before a row is NOISY (docs/decisions/025): (max − min) ÷ median
 * of the repetitions, 10 % for ratios and CPU per answer, 25 % for latencies and times.
 */
export const noisyAbove = { ratio: 0.1, cpu: 0.1, latency: 0.25 } as const;

/** The storm's budget holds at a 1-minute load average up to this (on 2 cores): a round above it is NOISY. */
export const quietLoad = 1.5;

/** (max − min) ÷ median of the repetitions; 0 for fewer than two. */
export function spread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const middle = median(values);
  return middle === 0 ? 0 : (Math.max(...values) - Math.min(...values)) / middle;
}

/** "±6%", the repetitions' spread as printed */
export const spreadText = (values: readonly number[]) => `±${(spread(values) * 100).toFixed(0)}%`;

export function verdict(row: Pick<Row, 'met' | 'noisy'>): '' | 'met' | 'MISSED' | 'NOISY' {
  if (row.met === undefined) return '';
  return row.noisy ? 'NOISY' : row.met ? 'met' : 'MISSED';
}

/** Columns padded to their widest cell; a part's name is printed on its first row only. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['part', 'database', 'measure', 'figure', '±', 'load', 'budget', ''];
  let previousPart = '';
  const cells = rows.map((row) => {
    const part = row.part === previousPart ? '' : row.part;
    previousPart = row.part;
    const load = row.load === undefined ? '' : row.load.toFixed(1);
    return [part, row.database, row.measure, row.figure, row.noise ?? '', load, row.budget ?? '', verdict(row)];
  });
  const all = [header, ...cells];
  const widths = header.map((_, c) => Math.max(...all.map((line) => line[c]!.length)));
  return all
    .map((line) =>
      line
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** 12345.6 → "12,346" */
export const whole = (n: number) => Math.round(n).toLocaleString('en-US');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The 1-minute load average now. */
export const loadNow = () => os.loadavg()[0]!;
