import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { Target, Usage } from './servers.ts';

// the budget for the public catalogue reads (bench/README.md)
const minRatio = 0.5;
const maxP99Ms = 50;
const connections = 50;
/** per-second counts spread wider than this (standard deviation ÷ mean) mean that other work took the CPU */
const noisyAbove = 0.25;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
/** `child` (default): the servers run in a child process; `inprocess`: in this one, beside autocannon (README: why child) */
const where = process.env.BENCH_SERVERS ?? 'child';
if (!(durationSeconds > 0) || !['child', 'inprocess'].includes(where)) {
  console.error('BENCH_DURATION must be a positive number of seconds and BENCH_SERVERS child or inprocess');
  process.exit(2);
}

type Servers = { targets: Target[]; usage: () => Promise<Usage>; close: () => Promise<void> };

async function serversInProcess(): Promise<Servers> {
  // imported here so that in child mode this process never loads the server code
  const { startServers } = await import('./servers.ts');
  const servers = await startServers();
  return { targets: servers.targets, usage: async () => servers.usage(), close: servers.close };
}

async function serversInChild(): Promise<Servers> {
  const child = fork(path.join(import.meta.dirname, 'server-process.ts'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reply = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`the server process exited with code ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { targets } = await reply<{ targets: Target[] }>('ready');
  return {
    targets,
    async usage() {
      const answer = reply<{ usage: Usage }>('usage');
      child.send('usage');
      return (await answer).usage;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

function load(target: Target, url: string, options: { duration: number } | { amount: number }): Promise<Result> {
  return autocannon({
    url,
    connections,
    method: target.method,
    headers: target.headers,
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...options,
  });
}

const problems: string[] = [];

function checkAnswers(label: string, result: Result) {
  const bad = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
  if (Object.values(bad).some((n) => n > 0)) problems.push(`${label}: not every answer was a 2xx (${JSON.stringify(bad)})`);
}

type Run = { result: Result; cpuMicrosPerRequest: number };

async function measure(servers: Servers, target: Target, server: 'baseline' | 'app'): Promise<Run> {
  const url = server === 'baseline' ? target.baselineUrl : target.appUrl;
  // a short warm-up so that both servers are measured with optimised code
  checkAnswers(`${target.name}, ${server}, warm-up`, await load(target, url, { amount: 2_000 }));
  const before = await servers.usage();
  const result = await load(target, url, { duration: durationSeconds });
  const after = await servers.usage();
  checkAnswers(`${target.name}, ${server}`, result);
  return { result, cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / Math.max(1, result.requests.total) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const spread = (run: Run) => run.result.requests.stddev / run.result.requests.mean;

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    );
}

const startRss = process.memoryUsage.rss();
console.log(
  `Node ${process.version}; ${connections} connections, ${durationSeconds} s per run; ` +
    `servers ${where === 'child' ? 'in a child process' : 'in the same process as autocannon'}`,
);

const servers = where === 'child' ? await serversInChild() : await serversInProcess();
const rows = [
  [
    'target',
    'server',
    'req/s',
    '±',
    'p99 ms',
    'cpu µs/req',
    'cpu ratio',
    'ratio',
    `budget: ratio ≥ ${minRatio}, p99 ≤ ${maxP99Ms} ms`,
  ],
];
let noisy = false;
let before: Usage;
let after: Usage;
try {
  before = await servers.usage();
  for (const target of servers.targets) {
    const base = await measure(servers, target, 'baseline');
    const app = await measure(servers, target, 'app');
    const ratio = app.result.requests.mean / base.result.requests.mean;
    const misses = [
      ratio < minRatio ? `ratio ${ratio.toFixed(2)} < ${minRatio}` : '',
      app.result.latency.p99 > maxP99Ms ? `p99 ${app.result.latency.p99} ms > ${maxP99Ms} ms` : '',
    ].filter(Boolean);
    for (const miss of misses) problems.push(`BUDGET MISSED: ${target.name}: ${miss}`);
    noisy ||= spread(base) > noisyAbove || spread(app) > noisyAbove;
    const cells = (run: Run) => [
      run.result.requests.mean.toFixed(0),
      `${(spread(run) * 100).toFixed(0)}%`,
      String(run.result.latency.p99),
      run.cpuMicrosPerRequest.toFixed(0),
    ];
    rows.push([`${target.name}, ${target.bytes} B`, 'baseline', ...cells(base), '', '', '']);
    rows.push([
      '',
      'app',
      ...cells(app),
      (base.cpuMicrosPerRequest / app.cpuMicrosPerRequest).toFixed(2),
      ratio.toFixed(2),
      misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
    ]);
  }
  after = await servers.usage();
} finally {
  await servers.close();
}

console.log();
printTable(rows);
console.log();
console.log(
  `req/s: mean of the per-second counts; ±: their standard deviation; cpu µs/req: CPU time of the ` +
    `${where === 'child' ? "servers' process" : 'process (servers and autocannon)'} per answer; ` +
    `cpu ratio: baseline ÷ app, for information (steadier than req/s on a busy machine).`,
);
console.log(
  `RSS: this process at start ${mb(startRss)}; the servers' process before the load ${mb(before.rss)}, after ${mb(after.rss)}.`,
);
if (noisy) {
  console.log(
    `NOISY RUN: a ± above ${noisyAbove * 100}% means other work took the CPU; the req/s ratios are unreliable, run again.`,
  );
}

if (problems.length) {
  console.error();
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('All budgets met.');
