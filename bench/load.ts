import http from 'node:http';
import autocannon, { type Result } from 'autocannon';

/** Answers that were not 2xx, errors and timeouts of a run: the benchmark fails on any (wrong answers are not slow answers). */
export type Problems = string[];

type HammerOptions = {
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** requests sent first, unmeasured, so that the server runs optimised code */
  warmUp: number;
  label: string;
  problems: Problems;
};

/** autocannon at `connections` for `seconds`, after a warm-up. */
export async function hammer(url: string, options: HammerOptions): Promise<Result> {
  const run = (more: { duration: number } | { amount: number }) =>
    autocannon({ url, connections: options.connections, headers: options.headers, ...more });
  checkAnswers(`${options.label}, warm-up`, await run({ amount: options.warmUp }), options.problems);
  const result = await run({ duration: options.seconds });
  checkAnswers(options.label, result, options.problems);
  return result;
}

function checkAnswers(label: string, result: Result, problems: Problems) {
  const bad = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
  if (Object.values(bad).some((n) => n > 0)) problems.push(`${label}: not every answer was a 2xx (${JSON.stringify(bad)})`);
}

/** Standard deviation ÷ mean of autocannon's per-second request counts. */
export const spreadOf = (result: Result) => result.requests.stddev / result.requests.mean;

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
