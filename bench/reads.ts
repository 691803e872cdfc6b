import { encodings, type Encoding, type Read, type Target } from './baseline.ts';
import { searchTerms, type Catalogue } from './data.ts';
import { abba, type Problems, type Repetition } from './load.ts';
import { kb, loadNow, median, meets, noisyAbove, spread, spreadText, whole, type Row } from './report.ts';
import { startBaselineServer, startBenchServer, type BenchDatabase, type BenchServer } from './servers.ts';
import { badAnswers, runWrk, type WrkRequest } from './wrk.ts';

/** The budgets for the public reads (decision 025) */
const cachedBudget = { ratio: 0.8, p99Ms: 20, connections: 50 };
/**
 * Uncached: one connection, so no two requests are ever in flight together and none shares another's
 * computation (the cache joins concurrent misses of one key); every answer is one computation.
 */
const uncachedBudget = { nodeMicros: 300, databaseMicros: 300, pgliteMicros: 800, connections: 1 };
/** the reads whose uncached cost has a budget; destinations and search are measured for information */
const uncachedWithBudget = new Set(['packages', 'packagesDetails', 'HomeData']);

export type PartContext = {
  seconds: number;
  problems: Problems;
  /** repetitions of every ABBA comparison and uncached measure (3) */
  repetitions: number;
  /** BENCH_QUICK=1: a short version of every part, for a smoke check */
  quick: boolean;
};

function readsOf(catalogue: Catalogue): Read[] {
  return [
    { name: 'destinations', path: '/api?action=destinations' },
    { name: 'packages', path: `/api?action=packages&slug=${catalogue.destinationSlug}` },
    { name: 'packagesDetails', path: `/api?action=packagesDetails&slug=${catalogue.packageSlug}` },
    { name: 'HomeData', path: '/api?action=HomeData' },
    { name: 'search', path: `/api?action=search&search_term=${encodeURIComponent(catalogue.searchTerm)}` },
  ];
}

/** The distinct URLs of each read for the uncached measure: every destination, every package, varied terms. */
function distinctPaths(read: Read, catalogue: Catalogue): string[] {
  switch (read.name) {
    case 'packages':
      return catalogue.destinationSlugs.map((slug) => `/api?action=packages&slug=${slug}`);
    case 'packagesDetails':
      return catalogue.packageSlugs.map((slug) => `/api?action=packagesDetails&slug=${slug}`);
    case 'search':
      return searchTerms().map((term) => `/api?action=search&search_term=${encodeURIComponent(term)}`);
    default:
      return [read.path];
  }
}

function bodyNote(target: Target): string {
  if (target.encoding === 'plain') return `plain ${kb(target.appBytes)}`;
  if (!target.appEncoding) return `br, gzip asked, sent plain ${kb(target.appBytes)}`;
  const chose = target.appEncoding === 'br' ? 'br' : `${target.appEncoding} (baseline br)`;
  return `${chose} ${kb(target.appBytes)}`;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return { base: u.origin, path: u.pathname + u.search };
};

const range = (values: readonly number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** The row of one cached read: the median of the repetitions' ratios, their spread, the app's p99. */
export function cachedRowOf(target: Target, database: string, repetitions: Repetition[]): Row {
  const ratios = repetitions.map((r) => r.ratio);
  const ratio = median(ratios);
  // each repetition's p99: the median of its two app slices
  const p99s = repetitions.map((r) => median(r.app.p99sMs));
  const p99 = median(p99s);
  const rate = (side: 'app' | 'baseline') => median(repetitions.map((r) => r[side].answers / r[side].seconds));
  const cpu = (side: 'app' | 'baseline') => median(repetitions.map((r) => r[side].cpuMicros / Math.max(1, r[side].answers)));
  return {
    part: 'cached reads',
    database,
    measure: `${target.name}, ${bodyNote(target)}`,
    figure:
      `${ratio.toFixed(2)}× (${range(ratios, 2)}) · p99 ${p99.toFixed(1)} ms (${range(p99s, 1)}) · ` +
      `${whole(rate('app'))} vs ${whole(rate('baseline'))} req/s · cpu ${cpu('app').toFixed(0)} vs ${cpu('baseline').toFixed(0)} µs`,
    noise: `${spreadText(ratios)} / p99 ${spreadText(p99s)}`,
    load: Math.max(...repetitions.map((r) => r.load)),
    budget: `≥ ${cachedBudget.ratio}× baseline, p99 ≤ ${cachedBudget.p99Ms} ms`,
    met: meets(ratio, { min: cachedBudget.ratio }) && meets(p99, { max: cachedBudget.p99Ms }),
    noisy: spread(ratios) > noisyAbove.ratio || spread(p99s) > noisyAbove.latency,
  };
}

/** CPU per answer of one uncached run: the server process's, and PostgreSQL's backends' when readable. */
type UncachedRun = { nodeMicros: number; databaseMicros: number | undefined; rate: number; p99Ms: number; load: number };

/**
 * Uncached reads with one computation per answer: the distinct URLs of the read in turn, on one
 * connection, to the app with the public cache off, `repetitions` times; the server process's CPU
 * and, on PostgreSQL, its backends' CPU, each per answer.
 */
export async function uncachedRuns(
  server: BenchServer,
  base: string,
  requests: WrkRequest[],
  context: PartContext,
  label: string,
): Promise<UncachedRun[]> {
  const seconds = Math.max(1, Math.round(context.seconds / 2));
  const warmUp = await runWrk(base, requests, { connections: uncachedBudget.connections, seconds: 1 });
  const runs: UncachedRun[] = [];
  for (const result of [warmUp]) {
    const bad = badAnswers(result);
    if (bad) context.problems.push(`${label}, warm-up: ${bad}`);
  }
  for (let r = 0; r < context.repetitions; r += 1) {
    const load = loadNow();
    const before = await server.call('usage');
    const databaseBefore = await server.call('databaseCpu');
    const result = await runWrk(base, requests, { connections: uncachedBudget.connections, seconds });
    const after = await server.call('usage');
    const databaseAfter = await server.call('databaseCpu');
    const bad = badAnswers(result);
    if (bad) context.problems.push(`${label}: ${bad}`);
    // wrk counts the answers it read; the one in flight when it stopped is not counted but was computed
    const answers = Math.max(1, result.answers);
    runs.push({
      nodeMicros: (after.cpuMicros - before.cpuMicros) / answers,
      databaseMicros: databaseBefore && databaseAfter ? (databaseAfter.micros - databaseBefore.micros) / answers : undefined,
      rate: result.answers / result.seconds,
      p99Ms: result.p99Ms,
      load: Math.max(load, loadNow()),
    });
  }
  return runs;
}

/** The row of one uncached read from its runs (median and spread). */
export function uncachedRowOf(
  runs: UncachedRun[],
  { part, database, measure, budgeted }: { part: string; database: BenchDatabase['label']; measure: string; budgeted: boolean },
): Row {
  const node = runs.map((r) => r.nodeMicros);
  const databaseRuns = runs.map((r) => r.databaseMicros).filter((m): m is number => m !== undefined);
  const nodeMicros = median(node);
  const databaseMicros = databaseRuns.length === runs.length ? median(databaseRuns) : undefined;
  const postgres = database === 'PostgreSQL';
  // where /proc of the backends cannot be read (the database on another machine) only Node's budget is judged, and said
  const databaseCounted = postgres && databaseMicros !== undefined;
  const budget = postgres
    ? databaseCounted
      ? `Node ≤ ${uncachedBudget.nodeMicros} µs, database ≤ ${uncachedBudget.databaseMicros} µs`
      : `Node ≤ ${uncachedBudget.nodeMicros} µs (database CPU not readable here)`
    : `≤ ${uncachedBudget.pgliteMicros} µs in all`;
  const met = postgres
    ? meets(nodeMicros, { max: uncachedBudget.nodeMicros }) &&
      (!databaseCounted || meets(databaseMicros, { max: uncachedBudget.databaseMicros }))
    : meets(nodeMicros, { max: uncachedBudget.pgliteMicros });
  const databaseText = postgres
    ? databaseMicros === undefined
      ? ' + database n/a (its /proc unreadable)'
      : ` + database ${databaseMicros.toFixed(0)} µs (${range(databaseRuns, 0)})`
    : ' (the database inside it)';
  const noise =
    postgres && databaseMicros !== undefined ? `${spreadText(node)} / db ${spreadText(databaseRuns)}` : spreadText(node);
  return {
    part,
    database,
    measure,
    figure:
      `Node ${nodeMicros.toFixed(0)} µs (${range(node, 0)})${databaseText} · ` +
      `${whole(median(runs.map((r) => r.rate)))} req/s · p99 ${median(runs.map((r) => r.p99Ms)).toFixed(1)} ms`,
    noise,
    load: Math.max(...runs.map((r) => r.load)),
    ...(budgeted
      ? {
          budget,
          met,
          noisy: spread(node) > noisyAbove.cpu || (databaseRuns.length > 1 && spread(databaseRuns) > noisyAbove.cpu),
        }
      : {}),
  };
}

/**
 * Cached reads against the bare baseline in its own process, plain and compressed, at 50
 * connections, ABBA; then every read uncached, one computation per answer (docs/decisions/025).
 */
export async function readsPart(database: BenchDatabase, context: PartContext): Promise<Row[]> {
  const { settings, drop } = await database.create('reads');
  const server = await startBenchServer(settings);
  const baselineServer = await startBaselineServer();
  const rows: Row[] = [];
  try {
    const catalogue = await server.call('catalogue');
    const cachedBase = await server.call('listen', {});
    const uncachedBase = await server.call('listen', { publicCacheMs: 0 });
    const reads = readsOf(catalogue);
    const targets = await baselineServer.call('baseline', { appBase: cachedBase, reads });
    const appCpu = async () => (await server.call('usage')).cpuMicros;
    const baselineCpu = async () => (await baselineServer.call('usage')).cpuMicros;
    for (const target of targets) {
      const app = pathOf(target.appUrl);
      const baseline = pathOf(target.baselineUrl);
      const repetitions = await abba(
        { base: baseline.base, requests: [{ path: baseline.path, headers: target.headers }], cpuMicros: baselineCpu },
        { base: app.base, requests: [{ path: app.path, headers: target.headers }], cpuMicros: appCpu },
        {
          repetitions: context.repetitions,
          sliceSeconds: Math.max(1, Math.round(context.seconds / 2)),
          connections: cachedBudget.connections,
          label: `${database.label}, cached ${target.name} (${target.encoding})`,
          problems: context.problems,
        },
      );
      rows.push(cachedRowOf(target, database.label, repetitions));
    }
    for (const read of reads) {
      for (const encoding of Object.keys(encodings) as Encoding[]) {
        if (context.quick && encoding !== 'plain') continue;
        const paths = distinctPaths(read, catalogue);
        const requests = paths.map((path) => ({ path, headers: { ...encodings[encoding] } }));
        const label = `${database.label}, uncached ${read.name} (${encoding})`;
        const runs = await uncachedRuns(server, uncachedBase, requests, context, label);
        rows.push(
          uncachedRowOf(runs, {
            part: 'uncached reads',
            database: database.label,
            measure: `${read.name}, ${encoding}, ${paths.length} distinct URL${paths.length > 1 ? 's' : ''}: CPU per answer`,
            // the budget is on the plain answer: the query and its JSON; compressing a fresh answer is shown beside it
            budgeted: uncachedWithBudget.has(read.name) && encoding === 'plain',
          }),
        );
      }
    }
  } finally {
    await baselineServer.close();
    await server.close();
    await drop();
  }
  return rows;
}
