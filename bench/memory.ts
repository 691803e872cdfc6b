import { resizedImage } from '@portal/contract/images';
import { loadMix, type Request } from './load.ts';
import type { PartContext } from './reads.ts';
import { mb, meets, type Row } from './report.ts';
import { startRealServer, type RealServer } from './real-server.ts';
import type { BenchDatabase } from './servers.ts';

/** decision 029: RSS under load, start-up peak included */
const budgets = { PGlite: 400 * 1024 * 1024, PostgreSQL: 250 * 1024 * 1024 } as const;
const connections = 50;
/** as a browser asks */
const browser = { 'accept-encoding': 'br, gzip' };

type Card = { url_slug: string; img: string; package_name: string };

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** The demo's destinations and packages, as the API lists them. */
async function demoCatalogue(base: string) {
  const { data: destinations } = await getJson<{ data: { url_slug: string }[] }>(`${base}/api?action=destinations`);
  const packages: Card[] = [];
  for (const destination of destinations) {
    const { data } = await getJson<{ data: Card[] }>(`${base}/api?action=packages&slug=${destination.url_slug}`);
    packages.push(...data);
  }
  return { destinations, packages };
}

/**
 * What visitors load, each in turn: the pages in both languages, the public reads, searches for words
 * of the packages' names and the card pictures at card size.
 */
function visitorLoad(base: string, catalogue: Awaited<ReturnType<typeof demoCatalogue>>): Request[] {
  const get = (path: string): Request => ({ url: base + path, headers: browser });
  const words = [...new Set(catalogue.packages.flatMap((p) => p.package_name.split(' ')).filter((w) => w.length > 3))];
  return [
    ...['/', '/?lang=ae'].map(get),
    ...catalogue.destinations.flatMap((d) => [get(`/d/${d.url_slug}`), get(`/api?action=packages&slug=${d.url_slug}`)]),
    ...catalogue.packages.flatMap((p) => [
      get(`/p/${p.url_slug}`),
      get(`/p/${p.url_slug}?lang=ae`),
      get(`/api?action=packagesDetails&slug=${p.url_slug}`),
      ...(p.img ? [get(resizedImage(p.img, 380, 500))] : []),
    ]),
    ...words.map((word) => get(`/api?action=search&search_term=${encodeURIComponent(word)}`)),
    get('/api?action=HomeData'),
    get('/api?action=destinations'),
  ];
}

/**
 * The real server's memory (docs/decisions/025): its start-up peak with the demo seed, idle once
 * ready, and the most it reached under a visitors' load at 50 connections. `more` runs against the
 * same server before it stops (Lighthouse, on PGlite).
 */
export async function memoryPart(
  database: BenchDatabase,
  context: PartContext,
  more?: (server: RealServer) => Promise<Row[]>,
): Promise<Row[]> {
  const { settings, drop } = await database.create('real');
  const budget = budgets[database.label];
  const part = 'memory (npm start)';
  const row = (measure: string, bytes: number, extra = ''): Row => ({
    part,
    database: database.label,
    measure,
    figure: `${mb(bytes)}${extra}`,
    budget: `≤ ${mb(budget)}`,
    met: meets(bytes, { max: budget }),
  });
  let server: RealServer | undefined;
  try {
    server = await startRealServer(settings);
    const startup = server.takePeak();
    const catalogue = await demoCatalogue(server.base);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = server.takePeak();
    const run = await loadMix(visitorLoad(server.base, catalogue), { connections, seconds: context.seconds });
    for (const wrong of run.wrong) context.problems.push(`${database.label}, memory load: ${wrong}`);
    const loaded = server.takePeak();
    // VmHWM only grows: past the start-up's, it is the peak under load (between two samples included)
    const loadPeak = Math.max(loaded.sampledRss, loaded.hwm > idle.hwm ? loaded.hwm : 0);
    const rows: Row[] = [
      {
        part,
        database: database.label,
        measure: 'demo catalogue (bench read catalogue: 10 destinations, 60 packages)',
        figure: `${catalogue.destinations.length} destinations, ${catalogue.packages.length} packages`,
      },
      // the budget is the serving processes' own peak (decision 029 lets the demo pictures be drawn outside them)
      row('start-up peak (VmHWM), demo seed included', startup.hwm, ` · ready in ${server.startSeconds.toFixed(0)} s`),
      {
        part,
        database: database.label,
        measure: 'start-up peak, with the processes it started and ended',
        figure: mb(Math.max(startup.sampledRss, startup.hwm)),
      },
      row('idle', idle.rss),
      row(
        `under load, ${connections} connections`,
        loadPeak,
        ` · ${run.latencies.length} answers in ${run.seconds.toFixed(0)} s`,
      ),
    ];
    if (more) rows.push(...(await more(server)));
    return rows;
  } finally {
    await server?.stop();
    await drop();
  }
}
