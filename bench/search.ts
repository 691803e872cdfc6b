import { demoSearchTerms } from './data.ts';
import type { PartContext } from './reads.ts';
import { loadNow, median, meets, noisyAbove, spread, spreadText, whole, type Row } from './report.ts';
import { startBenchServer, type BenchDatabase } from './servers.ts';
import { badAnswers, runWrk } from './wrk.ts';

/** decision 028: search p95 ≤ 50 ms on 10,000 demo-like packages with varied terms, English and Arabic */
const budget = { p95Ms: 50 };
/** a handful of visitors searching at once: enough to show queueing on one database connection, not a flood */
const connections = 8;

/**
 * Varied search terms drawn from the demo's own texts against the demo catalogue multiplied to 10,000
 * packages (data.ts), from an app with the public cache off so that every answer is a query (a
 * visitor's new term is never in the cache); wrk sends the terms in turn, `repetitions` times.
 */
export async function searchPart(database: BenchDatabase, context: PartContext): Promise<Row[]> {
  const { settings, drop } = await database.create('search');
  const server = await startBenchServer(settings);
  try {
    const built = performance.now();
    const catalogue = await server.call('demoSearchCatalogue');
    const buildSeconds = (performance.now() - built) / 1000;
    const base = await server.call('listen', { publicCacheMs: 0 });
    const terms = demoSearchTerms(catalogue.texts);
    const requests = terms.map((term) => ({ path: `/api?action=search&search_term=${encodeURIComponent(term)}` }));
    const check = (label: string, bad: string | undefined) => {
      if (bad) context.problems.push(`${database.label}, search${label}: ${bad}`);
    };
    // unmeasured, so that the server runs optimised code and the database has the table's pages at hand
    check(', warm-up', badAnswers(await runWrk(base, requests, { connections, seconds: 1 })));
    const runs = [];
    for (let r = 0; r < context.repetitions; r += 1) {
      const load = loadNow();
      const result = await runWrk(base, requests, { connections, seconds: Math.max(1, Math.round(context.seconds / 2)) });
      check('', badAnswers(result));
      runs.push({ ...result, load: Math.max(load, loadNow()) });
    }
    const p95s = runs.map((r) => r.p95Ms);
    const p95 = median(p95s);
    return [
      {
        part: 'search',
        database: database.label,
        measure:
          `${whole(catalogue.packages)} packages (the demo's ${catalogue.demoPackages} multiplied), ` +
          `${terms.length} terms (en, ae, prefixes, typos), ${connections} connections`,
        figure:
          `p95 ${p95.toFixed(1)} ms (${p95s.map((p) => p.toFixed(0)).join(' · ')}) · p50 ${median(runs.map((r) => r.p50Ms)).toFixed(1)} ms · ` +
          `${whole(median(runs.map((r) => r.answers / r.seconds)))} req/s · built in ${buildSeconds.toFixed(1)} s`,
        noise: spreadText(p95s),
        load: Math.max(...runs.map((r) => r.load)),
        budget: `p95 ≤ ${budget.p95Ms} ms`,
        met: meets(p95, { max: budget.p95Ms }),
        noisy: spread(p95s) > noisyAbove.latency,
      },
    ];
  } finally {
    await server.close();
    await drop();
  }
}
