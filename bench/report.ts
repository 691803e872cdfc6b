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
  /** how steady the figure was (spread of the per-second counts, range over rounds or runs) */
  noise?: string;
  budget?: string;
  /** undefined: a figure printed for information, with no budget */
  met?: boolean;
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

/** Standard deviation ÷ mean of a series of per-second counts: above `noisyAbove` other work took the CPU. */
export const noisyAbove = 0.25;

export function spreadNote(spread: number): string {
  return `±${(spread * 100).toFixed(0)}%${spread > noisyAbove ? ' NOISY' : ''}`;
}

const verdict = (row: Row) => (row.met === undefined ? '' : row.met ? 'met' : 'MISSED');

/** Columns padded to their widest cell; a part's name is printed on its first row only. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['part', 'database', 'measure', 'figure', '±', 'budget', ''];
  let previousPart = '';
  const cells = rows.map((row) => {
    const part = row.part === previousPart ? '' : row.part;
    previousPart = row.part;
    return [part, row.database, row.measure, row.figure, row.noise ?? '', row.budget ?? '', verdict(row)];
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
