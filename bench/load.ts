import { loadNow } from './report.ts';
import { badAnswers, runWrk, type WrkRequest, type WrkResult } from './wrk.ts';

/** Answers that were not 2xx, errors and timeouts of a run: the benchmark fails on any (wrong answers are not slow answers). */
export type Problems = string[];

/** One side of an ABBA comparison: a server (its base URL), what it is sent, and how to read its process's CPU. */
export type Side = { base: string; requests: WrkRequest[]; cpuMicros: () => Promise<number> };

/** What one side got from one repetition: answers, seconds, CPU, and each slice's p99. */
export type SideTotals = { answers: number; seconds: number; cpuMicros: number; p99sMs: number[] };

export type Repetition = { baseline: SideTotals; app: SideTotals; ratio: number; load: number };

/**
 * `repetitions` repetitions of A B B A (baseline, app, app, baseline), each slice `sliceSeconds` of wrk
 * at `connections`, after a warm-up of each side (docs/decisions/025). A drift of the machine's speed
 * within a repetition falls on both sides alike; each repetition's ratio is app ÷ baseline answers per
 * second, and the caller takes their median and spread.
 */
export async function abba(
  baseline: Side,
  app: Side,
  options: { repetitions: number; sliceSeconds: number; connections: number; label: string; problems: Problems },
): Promise<Repetition[]> {
  const check = (side: string, result: WrkResult) => {
    const bad = badAnswers(result);
    if (bad) options.problems.push(`${options.label} (${side}): not every answer was a 2xx (${bad})`);
  };
  for (const [name, side] of [
    ['baseline', baseline],
    ['app', app],
  ] as const) {
    check(`${name}, warm-up`, await runWrk(side.base, side.requests, { connections: options.connections, seconds: 1 }));
  }
  const repetitions: Repetition[] = [];
  for (let r = 0; r < options.repetitions; r += 1) {
    const totals = {
      baseline: { answers: 0, seconds: 0, cpuMicros: 0, p99sMs: [] as number[] },
      app: { answers: 0, seconds: 0, cpuMicros: 0, p99sMs: [] as number[] },
    };
    const load = loadNow();
    for (const name of ['baseline', 'app', 'app', 'baseline'] as const) {
      const side = name === 'app' ? app : baseline;
      const before = await side.cpuMicros();
      const result = await runWrk(side.base, side.requests, { connections: options.connections, seconds: options.sliceSeconds });
      const after = await side.cpuMicros();
      check(name, result);
      const total = totals[name];
      total.answers += result.answers;
      total.seconds += result.seconds;
      total.cpuMicros += after - before;
      total.p99sMs.push(result.p99Ms);
    }
    const rate = (t: SideTotals) => t.answers / t.seconds;
    repetitions.push({ ...totals, ratio: rate(totals.app) / rate(totals.baseline), load: Math.max(load, loadNow()) });
  }
  return repetitions;
}

/** A GET of a load as the memory mix lists it, before it is handed to wrk. */
export type Request = { url: string; headers?: Record<string, string> };
