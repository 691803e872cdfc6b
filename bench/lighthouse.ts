import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/**
 * Lighthouse (mobile preset: its default configuration, a Moto G Power on slow 4G with simulated
 * throttling) on the home page and a package page of the built app, served by the real server in
 * production mode with the demo content, against the budgets (bench/README.md).
 */

const budgets = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
const maxHomeScriptKb = 150;
type Category = keyof typeof budgets;
const categories = Object.keys(budgets) as Category[];

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** several runs per page; the one nearest the median FCP and TTI is reported, as Lighthouse advises */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** a folder to keep each page's median report in (JSON, opens in the Lighthouse viewer) */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const pages = [
  { name: 'home', path: '/' },
  { name: 'package', path: '/p/khor-fakkan-dhow-cruise' },
];

if (!(Number.isInteger(runs) && runs > 0)) {
  console.error('LIGHTHOUSE_RUNS must be a positive whole number');
  process.exit(2);
}
try {
  await fs.access(path.join(webDist, 'index.html'));
} catch {
  console.error(`No built web app in ${webDist}: run \`npm run build\` first, or point WEB_DIST_DIR at a build.`);
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server was not ready within 3 minutes');
}

/** Bytes of `url` as the server sends it to a browser that accepts only gzip (the budget's unit). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: status ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

function scriptUrls(lhr: Result): { urls: string[]; transferBytes: number } {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    urls: [...new Set(scripts.map((item) => item.url))],
    transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** One Lighthouse run; a run whose trace Chromium failed to record (it happens on a busy machine) is repeated. */
async function audit(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!answer.lhr.runtimeError) return answer.lhr;
    if (attempt === 3) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
    console.log(`  ${url}: ${answer.lhr.runtimeError.code}, running it again`);
  }
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = fork(path.join(root, 'apps/server/src/server.ts'), {
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST_DIR: webDist,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
});

const problems: string[] = [];
const rows: string[][] = [['page', ...categories, 'JS transfer KB', 'JS gzip KB', 'scripts']];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitUntilHealthy(base, server);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  console.log(
    `Lighthouse on ${base} (web app ${webDist}), mobile preset, ${runs} run${runs > 1 ? 's' : ''} per page, median reported`,
  );
  for (const page of pages) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, `${base}${page.path}`));
    const lhr: Result = computeMedianRun(results);
    if (reportDir) {
      await fs.mkdir(reportDir, { recursive: true });
      await fs.writeFile(path.join(reportDir, `${page.name}.json`), JSON.stringify(lhr));
    }
    const scores = categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
    for (const [i, category] of categories.entries()) {
      if (scores[i]! < budgets[category])
        problems.push(`BUDGET MISSED: ${page.name}: ${category} ${scores[i]} < ${budgets[category]}`);
      // the audits that cost points, so a miss says where to look
      if (scores[i]! < 100) {
        const failing = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
        if (failing.length) console.log(`  ${page.name}, ${category}: ${failing.join(', ')}`);
      }
    }
    const { urls, transferBytes } = scriptUrls(lhr);
    const gzip = (await Promise.all(urls.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);
    const gzipKb = gzip / 1024;
    if (page.name === 'home' && gzipKb > maxHomeScriptKb) {
      problems.push(`BUDGET MISSED: home: JavaScript ${gzipKb.toFixed(1)} KB gzip > ${maxHomeScriptKb} KB`);
    }
    rows.push([page.name, ...scores.map(String), (transferBytes / 1024).toFixed(1), gzipKb.toFixed(1), String(urls.length)]);
  }
} finally {
  await chrome?.kill();
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}

console.log();
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
console.log();
console.log(
  `Budgets: performance ≥ ${budgets.performance}, accessibility ≥ ${budgets.accessibility}, best practices ≥ ` +
    `${budgets['best-practices']}, SEO ≥ ${budgets.seo}, home page JavaScript ≤ ${maxHomeScriptKb} KB gzip ` +
    `(JS transfer: bytes Chromium received, headers included; JS gzip: the scripts' bodies as a browser that accepts gzip receives them).`,
);
if (problems.length) {
  console.error();
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('All Lighthouse budgets met.');
