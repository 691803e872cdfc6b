import { describe, expect, it } from 'vitest';
import type { Target } from './baseline.ts';
import type { Repetition, SideTotals } from './load.ts';
import { cachedRowOf, uncachedRowOf } from './reads.ts';
import { verdict } from './report.ts';

const target: Target = {
  name: 'HomeData',
  encoding: 'plain',
  headers: {},
  appUrl: 'http://127.0.0.1:1/api?action=HomeData',
  baselineUrl: 'http://127.0.0.1:2/baseline/0/plain',
  appBytes: 2048,
  baselineBytes: 2048,
  appEncoding: '',
};

const side = (answers: number, p99: number): SideTotals => ({ answers, seconds: 4, cpuMicros: answers * 50, p99sMs: [p99, p99] });
const repetition = (app: number, baseline: number, p99 = 5): Repetition => ({
  app: side(app, p99),
  baseline: side(baseline, p99),
  ratio: app / baseline,
  load: 0.4,
});

describe('a cached row', () => {
  it('takes the median of the repetitions’ ratios', () => {
    const row = cachedRowOf(target, 'PGlite', [repetition(900, 1000), repetition(850, 1000), repetition(880, 1000)]);
    expect(row.figure).toMatch(/^0\.88× \(0\.85–0\.90\)/);
    expect(verdict(row)).toBe('met');
  });

  it('is MISSED below 0.8 when the repetitions agree', () => {
    const row = cachedRowOf(target, 'PGlite', [repetition(700, 1000), repetition(720, 1000), repetition(710, 1000)]);
    expect(verdict(row)).toBe('MISSED');
  });

  it('is NOISY, not met, when the ratios spread more than 10 %', () => {
    const row = cachedRowOf(target, 'PGlite', [repetition(800, 1000), repetition(1000, 1000), repetition(900, 1000)]);
    expect(verdict(row)).toBe('NOISY');
  });
});

describe('an uncached row', () => {
  const run = (nodeMicros: number, databaseMicros: number | undefined) => ({
    nodeMicros,
    databaseMicros,
    rate: 100,
    p99Ms: 3,
    load: 0.3,
  });
  const options = { part: 'uncached reads', measure: 'HomeData', budgeted: true } as const;

  it('on PostgreSQL needs both Node’s and the database’s CPU within 300 µs', () => {
    const fast = uncachedRowOf([run(250, 120), run(255, 125), run(252, 122)], { ...options, database: 'PostgreSQL' });
    expect(verdict(fast)).toBe('met');
    const slowDatabase = uncachedRowOf([run(250, 320), run(255, 325), run(252, 322)], { ...options, database: 'PostgreSQL' });
    expect(verdict(slowDatabase)).toBe('MISSED');
    expect(slowDatabase.figure).toContain('+ database 322 µs');
  });

  it('on PGlite counts all of it against 800 µs', () => {
    expect(
      verdict(uncachedRowOf([run(780, undefined), run(790, undefined), run(785, undefined)], { ...options, database: 'PGlite' })),
    ).toBe('met');
    expect(
      verdict(uncachedRowOf([run(700, undefined), run(900, undefined), run(800, undefined)], { ...options, database: 'PGlite' })),
    ).toBe('NOISY');
  });
});
