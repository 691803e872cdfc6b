import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stormPart } from './contention.ts';
import { lighthouseRows, lighthouseVersion } from './lighthouse.ts';
import { memoryPart } from './memory.ts';
import { readsPart, type PartContext } from './reads.ts';
import { webDist } from './real-server.ts';
import { formatTable, noisyAbove, type Row } from './report.ts';
import { reportsPart } from './reports.ts';
import { searchPart } from './search.ts';
import { storePart } from './store-checkout.ts';
import { benchDatabases } from './servers.ts';

/**
 * `npm run bench` (bench/README.md, docs/decisions/025-benchmark-method.md): every performance budget,
 * measured on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL,
 * printed as one table. `node run.ts reads storm` runs only the parts named.
 */
const allParts = ['reads', 'search', 'storm', 'store', 'reports', 'memory', 'lighthouse'] as const;
type Part = (typeof allParts)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(allParts as readonly string[]).includes(name));
const seconds = Number(process.env.BENCH_DURATION ?? 5);
const sizes = {
  buyers: Number(process.env.BENCH_BUYERS ?? 500),
  tickets: Number(process.env.BENCH_TICKETS ?? 50),
  rounds: Number(process.env.BENCH_CONTENTION_ROUNDS ?? 3),
};
const storeSizes = {
  buyers: Number(process.env.BENCH_STORE_BUYERS ?? 100),
  units: Number(process.env.BENCH_STORE_UNITS ?? 10),
  rounds: sizes.rounds,
};
const wholeSizes = [...Object.values(sizes), ...Object.values(storeSizes)].every((n) => Number.isInteger(n) && n > 0);
if (unknown.length > 0 || !(seconds > 0) || !wholeSizes) {
  console.error(
    `usage: node run.ts [${allParts.join(' | ')} …]; BENCH_DURATION a positive number of seconds; ` +
      'BENCH_BUYERS, BENCH_TICKETS, BENCH_CONTENTION_ROUNDS, BENCH_STORE_BUYERS and BENCH_STORE_UNITS positive whole numbers',
  );
  process.exit(2);
}
const parts = new Set<Part>(asked.length > 0 ? (asked as Part[]) : allParts);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const databases = benchDatabases(postgresUrl);

if (parts.has('memory') || parts.has('lighthouse')) {
  try {
    await fs.access(path.join(webDist, 'index.html'));
  } catch {
    console.error(`No built web app in ${webDist}: run \`npm run build\` first, or point WEB_DIST_DIR at a build.`);
    process.exit(2);
  }
}

const problems: string[] = [];
const context: PartContext = { seconds, problems };
const rows: Row[] = [];
const began = performance.now();

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at start; ` +
    `${seconds} s per load run; databases: ${databases.map((d) => d.label).join(', ')}` +
    (postgresUrl ? '' : ' (set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL)'),
);

/** Runs a part; one that fails is reported and the others still run. */
async function timed(label: string, run: () => Promise<Row[]>) {
  const started = performance.now();
  console.log(`… ${label}`);
  try {
    rows.push(...(await run()));
  } catch (err) {
    problems.push(`${label} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

for (const database of databases) {
  if (parts.has('reads')) await timed(`reads on ${database.label}`, () => readsPart(database, context));
}
for (const database of databases) {
  if (parts.has('search')) await timed(`search on ${database.label}`, () => searchPart(database, context));
}
for (const database of databases) {
  if (parts.has('storm')) await timed(`purchase storm on ${database.label}`, () => stormPart(database, { ...context, sizes }));
}
for (const database of databases) {
  if (parts.has('store')) {
    await timed(`store checkout on ${database.label}`, () => storePart(database, { ...context, sizes: storeSizes }));
  }
}
for (const database of databases) {
  // on PostgreSQL only: the reports' bulk data is a large site's, which runs on a database server
  if (parts.has('reports') && database.label === 'PostgreSQL') {
    await timed(`console reports on ${database.label}`, () => reportsPart(database, context));
  }
}
for (const database of databases) {
  const lighthouseHere = parts.has('lighthouse') && database.label === 'PGlite';
  if (!parts.has('memory') && !lighthouseHere) continue;
  // Lighthouse audits the same real server, once, after its memory was measured under load
  const more = lighthouseHere ? async (server: { base: string }) => lighthouseRows(server.base) : undefined;
  await timed(`real server on ${database.label}${lighthouseHere ? `, then Lighthouse ${await lighthouseVersion()}` : ''}`, () =>
    memoryPart(database, context, more),
  );
}

console.log();
console.log(formatTable(rows));
console.log();
console.log(
  `± is how steady a figure was: the spread of the per-second counts (app / baseline; above ${noisyAbove * 100}% the row is ` +
    'NOISY: other work took the CPU, run again), or the range over the storm rounds and Lighthouse runs, whose median is printed. ' +
    `Whole run: ${((performance.now() - began) / 1000).toFixed(0)} s.`,
);
const missed = rows.filter((row) => row.met === false).length;
const met = rows.filter((row) => row.met === true).length;
console.log(`${met} budgets met, ${missed} MISSED.`);

if (problems.length > 0) {
  console.error('\nWRONG ANSWERS, ERRORS OR OVERSOLD TICKETS (the benchmark fails on these, not on missed budgets):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
