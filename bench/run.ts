import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { consoleScalePart } from './console-scale.ts';
import { stormPart } from './contention.ts';
import { lighthouseRows, lighthouseVersion } from './lighthouse.ts';
import { memoryPart } from './memory.ts';
import { readsPart, type PartContext } from './reads.ts';
import { webDist } from './real-server.ts';
import { formatTable, noisyAbove, verdict, type Row } from './report.ts';
import { reportsPart } from './reports.ts';
import { scalePart } from './scale.ts';
import { searchPart } from './search.ts';
import { storePart } from './store-checkout.ts';
import { benchDatabases } from './servers.ts';
import { wrkBinary } from './wrk.ts';

/**
 * `npm run bench` (bench/README.md, docs/decisions/025-benchmark-method.md): every performance budget,
 * measured on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL,
 * printed as one table. `node run.ts reads storm` runs only the parts named.
 */
const allParts = ['reads', 'scale', 'search', 'storm', 'store', 'reports', 'console', 'memory', 'lighthouse'] as const;
type Part = (typeof allParts)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(allParts as readonly string[]).includes(name));
/** BENCH_QUICK=1: a short version of every part, for a smoke check; its figures are not results */
const quick = process.env.BENCH_QUICK === '1';
const seconds = Number(process.env.BENCH_DURATION ?? (quick ? 2 : 4));
const repetitions = 3;
const sizes = {
  buyers: Number(process.env.BENCH_BUYERS ?? 500),
  tickets: Number(process.env.BENCH_TICKETS ?? 50),
  rounds: Number(process.env.BENCH_CONTENTION_ROUNDS ?? (quick ? 2 : 5)),
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
const context: PartContext = { seconds, problems, repetitions, quick };
const rows: Row[] = [];
const began = performance.now();

try {
  wrkBinary();
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}

console.log(
  `${quick ? 'BENCH_QUICK=1: a smoke run, its figures are not results. ' : ''}` +
    `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at start; ` +
    `${seconds} s per load run, ${repetitions} repetitions; databases: ${databases.map((d) => d.label).join(', ')}` +
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
  if (parts.has('scale')) await timed(`catalogue size on ${database.label}`, () => scalePart(database, context));
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
  // on PostgreSQL only, as the reports: a large operator's volume runs on a database server
  if (parts.has('console') && database.label === 'PostgreSQL') {
    await timed(`console at scale on ${database.label}`, () => consoleScalePart(database, context));
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
  `± is the spread of a row's repetitions, (max − min) ÷ median; above ${noisyAbove.ratio * 100}% for a ratio or CPU per answer, ` +
    `above ${noisyAbove.latency * 100}% for a latency or time, the row is NOISY (neither met nor missed: other work took the CPU, run again). ` +
    'load is the 1-minute load average while the row ran; on 2 cores a figure taken above 1.5 is not a result. ' +
    `Whole run: ${((performance.now() - began) / 1000).toFixed(0)} s; load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
);
const count = (v: string) => rows.filter((row) => verdict(row) === v).length;
console.log(`${count('met')} budgets met, ${count('MISSED')} MISSED, ${count('NOISY')} NOISY.`);

if (problems.length > 0) {
  console.error('\nWRONG ANSWERS, ERRORS OR OVERSOLD TICKETS (the benchmark fails on these, not on missed budgets):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
