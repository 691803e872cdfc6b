import http from 'node:http';
import autocannon, { type Result } from 'autocannon';

/** Answers that were not 2xx, errors and timeouts of a run: the benchmark fails on any (wrong answers are not slow answers). */
export type Problems = string[];

type InterleaveOptions = {
  headers: Record<string, string>;
  connections: number;
  /** seconds of load each URL gets in all */
  seconds: number;
  /** requests sent to each URL first, unmeasured, so that the server runs optimised code */
  warmUp: number;
  label: string;
  problems: Problems;
};

/** What one URL got from an interleaved run: its answers and seconds summed over its slices, each slice's rate and p99. */
export type Share = { answers: number; seconds: number; rates: number[]; p99sMs: number[]; cpuMicros: number };

/**
 * autocannon at `connections` on each of `urls` in turn, in slices of about a second (ABBA order:
 * A B B A A B …), after a warm-up of each. A machine whose speed drifts (other work, frequency, the
 * other core's load) slows every URL alike, where one run after the other credited the drift to the
 * URL that happened to run second. `cpuMicros` reads the server's CPU time, before and after each slice.
 */
export async function interleave(
  urls: readonly [string, string],
  options: InterleaveOptions,
  cpuMicros: () => Promise<number>,
): Promise<[Share, Share]> {
  const run = (url: string, more: { duration: number } | { amount: number }) =>
    autocannon({ url, connections: options.connections, headers: options.headers, ...more });
  for (const url of urls) checkAnswers(`${options.label}, warm-up`, await run(url, { amount: options.warmUp }), options.problems);
  const slices = Math.max(2, Math.round(options.seconds));
  const shares: [Share, Share] = [
    { answers: 0, seconds: 0, rates: [], p99sMs: [], cpuMicros: 0 },
    { answers: 0, seconds: 0, rates: [], p99sMs: [], cpuMicros: 0 },
  ];
  for (let i = 0; i < slices * 2; i++) {
    // 0 1 1 0 0 1 1 0 …
    const index = ((i + 1) >> 1) % 2 === 0 ? 0 : 1;
    const before = await cpuMicros();
    const result = await run(urls[index], { duration: options.seconds / slices });
    const after = await cpuMicros();
    checkAnswers(`${options.label} (${index === 0 ? 'baseline' : 'app'})`, result, options.problems);
    const share = shares[index];
    share.answers += result.requests.total;
    share.seconds += result.duration;
    share.rates.push(result.requests.total / result.duration);
    share.p99sMs.push(result.latency.p99);
    share.cpuMicros += after - before;
  }
  return shares;
}

function checkAnswers(label: string, result: Result, problems: Problems) {
  const bad = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
  if (Object.values(bad).some((n) => n > 0)) problems.push(`${label}: not every answer was a 2xx (${JSON.stringify(bad)})`);
}

/** Standard deviation ÷ mean of a share's per-slice rates. */
export function spreadOf({ rates }: Share): number {
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  const variance = rates.reduce((sum, rate) => sum + (rate - mean) ** 2, 0) / Math.max(1, rates.length - 1);
  return Math.sqrt(variance) / mean;
}

export type Request = { url: string; headers?: Record<string, string> };

/**
 * Sends `requests` in turn (each connection takes the next) from `connections` kept-alive connections,
 * for `seconds` or, without them, each request once; answers the latency of each answer in milliseconds
 * (ascending) and the wrong ones. For loads of varied URLs, which autocannon does not take in turn.
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
