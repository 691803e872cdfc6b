import { searchTerms } from './data.ts';
import { loadMix } from './load.ts';
import type { PartContext } from './reads.ts';
import { meets, quantile, whole, type Row } from './report.ts';
import { startBenchServer, type BenchDatabase } from './servers.ts';

/** decision 028: search p95 ≤ 50 ms on 10,000 packages with varied terms, English and Arabic */
const budget = { p95Ms: 50 };
/** a handful of visitors searching at once: enough to show queueing on one database connection, not a flood */
const connections = 8;

/**
 * Varied search terms against the 10,000-package catalogue, from an app with the public cache off so
 * that every answer is a query (a visitor's new term is never in the cache).
 */
export async function searchPart(database: BenchDatabase, context: PartContext): Promise<Row[]> {
  const { settings, drop } = await database.create('search');
  const server = await startBenchServer(settings);
  try {
    const built = performance.now();
    const { packages } = await server.call('searchCatalogue');
    const buildSeconds = (performance.now() - built) / 1000;
    const base = await server.call('listen', { publicCacheMs: 0 });
    const terms = searchTerms();
    const requests = terms.map((term) => ({ url: `${base}/api?action=search&search_term=${encodeURIComponent(term)}` }));
    // a second unmeasured, so that the server runs optimised code and the database has the table's pages at hand
    const warmUp = await loadMix(requests, { connections, seconds: 1 });
    const run = await loadMix(requests, { connections, seconds: context.seconds });
    for (const wrong of [...warmUp.wrong, ...run.wrong]) context.problems.push(`${database.label}, search: ${wrong}`);
    const p95 = quantile(run.latencies, 0.95);
    return [
      {
        part: 'search',
        database: database.label,
        measure: `${whole(packages)} packages, ${terms.length} terms (en, ae, prefixes, typos), ${connections} connections`,
        figure:
          `p95 ${p95.toFixed(1)} ms · p50 ${quantile(run.latencies, 0.5).toFixed(1)} ms · ` +
          `${whole(run.latencies.length / run.seconds)} req/s · built in ${buildSeconds.toFixed(1)} s`,
        budget: `p95 ≤ ${budget.p95Ms} ms`,
        met: meets(p95, { max: budget.p95Ms }),
      },
    ];
  } finally {
    await server.close();
    await drop();
  }
}
