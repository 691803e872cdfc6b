import { encodings, type Encoding, type Read, type Target } from './baseline.ts';
import type { Catalogue } from './data.ts';
import { interleave, loadMix, spreadOf, type Problems, type Share } from './load.ts';
import { kb, median, meets, quantile, spreadNote, whole, type Row } from './report.ts';
import { startBenchServer, type BenchDatabase, type BenchServer } from './servers.ts';

/** The budgets for the public reads (decision 025) */
const cachedBudget = { ratio: 0.8, p99Ms: 20, connections: 50 };
const uncachedBudget = { cpuMicros: 300, connections: 10 };
/** the reads whose uncached cost has a budget; destinations and search are measured for information */
const uncachedWithBudget = new Set(['packages', 'packagesDetails', 'HomeData']);

export type PartContext = { seconds: number; problems: Problems };

function readsOf(catalogue: Catalogue): Read[] {
  return [
    { name: 'destinations', path: '/api?action=destinations' },
    { name: 'packages', path: `/api?action=packages&slug=${catalogue.destinationSlug}` },
    { name: 'packagesDetails', path: `/api?action=packagesDetails&slug=${catalogue.packageSlug}` },
    { name: 'HomeData', path: '/api?action=HomeData' },
    { name: 'search', path: `/api?action=search&search_term=${encodeURIComponent(catalogue.searchTerm)}` },
  ];
}

function bodyNote(target: Target): string {
  if (target.encoding === 'plain') return `plain ${kb(target.appBytes)}`;
  if (!target.appEncoding) return `br, gzip asked, sent plain ${kb(target.appBytes)}`;
  const chose = target.appEncoding === 'br' ? 'br' : `${target.appEncoding} (baseline br)`;
  return `${chose} ${kb(target.appBytes)}`;
}

async function cachedRow(server: BenchServer, target: Target, database: string, context: PartContext): Promise<Row> {
  const [baseline, app] = await interleave(
    [target.baselineUrl, target.appUrl],
    {
      headers: target.headers,
      connections: cachedBudget.connections,
      seconds: context.seconds,
      warmUp: 500,
      label: `${database}, cached ${target.name} (${target.encoding})`,
      problems: context.problems,
    },
    async () => (await server.call('usage')).cpuMicros,
  );
  const rate = (share: Share) => share.answers / share.seconds;
  const cpu = (share: Share) => share.cpuMicros / Math.max(1, share.answers);
  const ratio = rate(app) / rate(baseline);
  // the median slice's, as the storm's rounds (the range is printed): one second of other work on the machine is not the app
  const p99 = median(app.p99sMs);
  return {
    part: 'cached reads',
    database,
    measure: `${target.name}, ${bodyNote(target)}`,
    figure:
      `${ratio.toFixed(2)}× · p99 ${p99} ms (${Math.min(...app.p99sMs)}–${Math.max(...app.p99sMs)}) · ${whole(rate(app))} vs ${whole(rate(baseline))} req/s` +
      ` · cpu ${cpu(app).toFixed(0)} vs ${cpu(baseline).toFixed(0)} µs`,
    noise: `${spreadNote(spreadOf(app))} / ${spreadNote(spreadOf(baseline))}`,
    budget: `≥ ${cachedBudget.ratio}× baseline, p99 ≤ ${cachedBudget.p99Ms} ms`,
    met: meets(ratio, { min: cachedBudget.ratio }) && meets(p99, { max: cachedBudget.p99Ms }),
  };
}

/**
 * The uncached app at a few connections, with every answer counted (autocannon leaves the answers in
 * flight at the end uncounted, which the CPU time includes), so the division is exact.
 */
async function uncachedRow(
  server: BenchServer,
  base: string,
  [read, encoding]: [Read, Encoding],
  database: string,
  context: PartContext,
): Promise<Row> {
  const request = { url: base + read.path, headers: { ...encodings[encoding] } };
  const warmUp = await loadMix(
    Array.from({ length: 100 }, () => request),
    { connections: uncachedBudget.connections },
  );
  const before = await server.call('usage');
  const run = await loadMix([request], { connections: uncachedBudget.connections, seconds: context.seconds / 2 });
  const after = await server.call('usage');
  for (const wrong of [...warmUp.wrong, ...run.wrong])
    context.problems.push(`${database}, uncached ${read.name} (${encoding}): ${wrong}`);
  const cpuMicros = (after.cpuMicros - before.cpuMicros) / Math.max(1, run.latencies.length);
  // the budget is on the plain answer: the query and its JSON; compressing a fresh answer is shown beside it
  const budgeted = uncachedWithBudget.has(read.name) && encoding === 'plain';
  return {
    part: 'uncached reads',
    database,
    measure: `${read.name}, ${encoding}: server CPU per answer`,
    figure: `${cpuMicros.toFixed(0)} µs · ${whole(run.latencies.length / run.seconds)} req/s · p99 ${quantile(run.latencies, 0.99).toFixed(0)} ms`,
    ...(budgeted ? { budget: `≤ ${uncachedBudget.cpuMicros} µs`, met: meets(cpuMicros, { max: uncachedBudget.cpuMicros }) } : {}),
  };
}

/**
 * Cached reads against the fair baseline, plain and compressed, at 50 connections; then the same reads
 * from an app instance with the public cache off, for the server CPU each answer costs
 * (docs/decisions/025). Both apps and the baseline run in one server process on the read catalogue.
 */
export async function readsPart(database: BenchDatabase, context: PartContext): Promise<Row[]> {
  const { settings, drop } = await database.create('reads');
  const server = await startBenchServer(settings);
  const rows: Row[] = [];
  try {
    const catalogue = await server.call('catalogue');
    const cachedBase = await server.call('listen', {});
    const uncachedBase = await server.call('listen', { publicCacheMs: 0 });
    const reads = readsOf(catalogue);
    const targets = await server.call('baseline', { appBase: cachedBase, reads });
    for (const target of targets) rows.push(await cachedRow(server, target, database.label, context));
    for (const read of reads) {
      for (const encoding of Object.keys(encodings) as Encoding[]) {
        rows.push(await uncachedRow(server, uncachedBase, [read, encoding], database.label, context));
      }
    }
  } finally {
    await server.close();
    await drop();
  }
  return rows;
}
