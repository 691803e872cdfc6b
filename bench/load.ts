import http from 'node:http';
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

export type Request = { url: string; headers?: Record<string, string> };

/**
 * Sends `requests` in turn (each connection takes the next) from `connections` kept-alive connections,
 * for `seconds` or, without them, each request once; answers the latency of each answer in milliseconds
 * (ascending) and the wrong ones. For small loads whose every answer is read in Node (the sign-ins of the
 * memory mix, which need their tokens); measured loads go through wrk.
 */
export async function loadMix(requests: Request[], options: { connections: number; seconds?: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const wrong = new Map<string, number>();
  const end = options.seconds === undefined ? Infinity : performance.now() + options.seconds * 1000;
  const last = options.seconds === undefined ? requests.length : Infinity;
  let next = 0;
  const note = (what: string) => wrong.set(what, (wrong.get(what) ?? 0) + 1);
  const connection = async () => {
    while (performance.now() < end && next < last) {
      const request = requests[next++ % requests.length]!;
      const started = performance.now();
      try {
        const { status } = await send(request.url, { method: 'GET', headers: request.headers ?? {}, agent });
        latencies.push(performance.now() - started);
        if (status < 200 || status > 299) note(`${status} ${request.url}`);
      } catch (err) {
        note(`${(err as Error).message} ${request.url}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), seconds, wrong: [...wrong].map(([what, n]) => `${n}× ${what}`) };
}

/** One HTTP request; answers its status and body (not decompressed: the benchmarks only count and parse plain answers). */
export function send(
  url: string,
  options: { method: 'GET' | 'POST'; agent: http.Agent; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method, headers: options.headers, agent: options.agent, timeout: 120_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 120 s')));
    request.on('error', reject);
    request.end(options.body);
  });
}
