import { encodings } from './baseline.ts';
import { searchTerms, type Catalogue } from './data.ts';
import { uncachedRuns, type PartContext } from './reads.ts';
import { median, meets, noisyAbove, spread, type Row } from './report.ts';
import { startBenchServer, type BenchDatabase } from './servers.ts';

/**
 * HomeData and the list answers at ×1, ×10 and ×100 the read catalogue (docs/decisions/025): the same
 * URLs asked uncached, one computation per answer, after the catalogue grew around them. An answer
 * that selects only what it shows costs the same at every size; the budget is ×100 ≤ 1.5 × ×1 of the
 * CPU per answer (Node's, plus PostgreSQL's backends' where they can be read).
 */
const factors = [1, 10, 100] as const;
const growthBudget = 1.5;

function scaleReads(catalogue: Catalogue) {
  const slice = <T>(items: T[], n: number) => items.slice(0, n);
  return [
    { name: 'HomeData', paths: ['/api?action=HomeData'], budgeted: true },
    {
      name: 'packages (one destination)',
      paths: catalogue.destinationSlugs.map((slug) => `/api?action=packages&slug=${slug}`),
      budgeted: true,
    },
    {
      name: 'packagesDetails',
      paths: catalogue.packageSlugs.map((slug) => `/api?action=packagesDetails&slug=${slug}`),
      budgeted: true,
    },
    {
      name: 'search (varied terms)',
      paths: slice(searchTerms(), 200).map((term) => `/api?action=search&search_term=${encodeURIComponent(term)}`),
      budgeted: true,
    },
    // every destination is listed: this answer grows with the catalogue by design, printed for information
    { name: 'destinations (all, grows by design)', paths: ['/api?action=destinations'], budgeted: false },
  ];
}

export async function scalePart(database: BenchDatabase, context: PartContext): Promise<Row[]> {
  const { settings, drop } = await database.create('scale');
  const server = await startBenchServer(settings);
  const rows: Row[] = [];
  try {
    const catalogue = await server.call('catalogue');
    const base = await server.call('listen', { publicCacheMs: 0 });
    const reads = scaleReads(catalogue);
    const perAnswer = new Map<string, { micros: number[]; noisy: boolean; load: number }>();
    let size = 1;
    for (const factor of factors) {
      await server.call('scaleCatalogue', {
        from: size,
        to: factor,
        destinations: catalogue.destinations,
        packages: catalogue.packages,
      });
      size = factor;
      for (const read of reads) {
        const requests = read.paths.map((path) => ({ path, headers: { ...encodings.plain } }));
        const runs = await uncachedRuns(server, base, requests, context, `${database.label}, ×${factor} ${read.name}`);
        const totals = runs.map((r) => r.nodeMicros + (r.databaseMicros ?? 0));
        const seen = perAnswer.get(read.name) ?? { micros: [], noisy: false, load: 0 };
        seen.micros.push(median(totals));
        seen.noisy ||= spread(totals) > noisyAbove.cpu;
        seen.load = Math.max(seen.load, ...runs.map((r) => r.load));
        perAnswer.set(read.name, seen);
      }
    }
    const where = database.label === 'PostgreSQL' ? 'Node + database' : 'Node, the database inside it';
    for (const read of reads) {
      const { micros, noisy, load } = perAnswer.get(read.name)!;
      const growth = micros.at(-1)! / micros[0]!;
      rows.push({
        part: 'catalogue size',
        database: database.label,
        measure: `${read.name}: uncached CPU per answer (${where}) at ${factors.map((f) => `×${f}`).join(', ')}`,
        figure: `${micros.map((m) => `${m.toFixed(0)} µs`).join(' · ')} · ×100 ÷ ×1 = ${growth.toFixed(2)}`,
        noise: noisy ? `a size's repetitions > ±${noisyAbove.cpu * 100}%` : '',
        load,
        ...(read.budgeted ? { budget: `×100 ≤ ${growthBudget} × ×1`, met: meets(growth, { max: growthBudget }), noisy } : {}),
      });
    }
    rows.unshift({
      part: 'catalogue size',
      database: database.label,
      measure: 'catalogue at ×1, ×10, ×100',
      figure: factors
        .map(
          (f) =>
            `${(catalogue.destinations * f).toLocaleString('en-US')} destinations / ${(catalogue.packages * f).toLocaleString('en-US')} packages`,
        )
        .join(' · '),
    });
  } finally {
    await server.close();
    await drop();
  }
  return rows;
}
