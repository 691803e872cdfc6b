import { randomBytes } from 'node:crypto';
import { resizedImage } from '@portal/contract/images';
import type { Request } from './load.ts';
import type { PartContext } from './reads.ts';
import { loadNow, mb, meets, whole, type Row } from './report.ts';
import { startRealServer, type RealServer } from './real-server.ts';
import type { BenchDatabase } from './servers.ts';
import { badAnswers, runWrk } from './wrk.ts';

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

/** The two minutes of the mix (docs/decisions/025); BENCH_QUICK=1 takes 10 s */
const mixSeconds = (context: PartContext) => (context.quick ? 10 : Number(process.env.BENCH_MEMORY_SECONDS ?? 120));
/** people signing in and buying at once, beside the visitors' reads */
const buyerLoops = 2;

type Outbox = { data: { id: number; body: string }[] };

/**
 * People who sign up (a one-time code read from the dev outbox, as the e2e journeys do), look at their
 * profile and buy one ticket of the demo's Al Noor Island entry, in turn, until `until`; answers the
 * number of sign-ins and purchases. A wrong answer is a problem of the run.
 */
async function signInsAndPurchases(
  base: string,
  outboxToken: string,
  until: number,
  problems: string[],
  label: string,
): Promise<{ signIns: number; purchases: number }> {
  const post = async (fields: Record<string, string>, token?: string) => {
    const answer = await fetch(`${base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${fields.action} answered ${answer.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const { data: pkg } = await getJson<{ data: { id: number } }>(`${base}/api?action=packagesDetails&slug=al-noor-island-entry`);
  // a week ahead, a date the entry ticket sells
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const counts = { signIns: 0, purchases: 0 };
  let n = 0;
  const loop = async (loopId: number) => {
    while (performance.now() < until) {
      n += 1;
      const email = `mix-${loopId}-${n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const person = { name: 'Mix Visitor', email, mobile: `+97150${String(n * 2 + loopId).padStart(7, '0')}` };
      try {
        await post({ action: 'sendOtp', ...person });
        let code: string | undefined;
        for (let tries = 0; tries < 50 && !code; tries += 1) {
          const box = await getJson<Outbox>(`${base}/dev/outbox?to=${encodeURIComponent(email)}&token=${outboxToken}`);
          code = box.data.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
          if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (!code) throw new Error(`no code reached ${email}`);
        const { token } = (await post({ action: 'verifyLoginOTP', ...person, otp: code })) as { token: string };
        counts.signIns += 1;
        await post({ action: 'getProfileDetails' }, token);
        const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1, date }] });
        await post({ action: 'createPurchase', items, site: 'sharjah', channel: 'web' }, token);
        counts.purchases += 1;
      } catch (err) {
        problems.push(`${label}: ${(err as Error).message}`);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: buyerLoops }, (_, i) => loop(i)));
  return counts;
}

/**
 * The real server's memory (docs/decisions/025): its start-up peak with the demo seed, idle once
 * ready, and after two minutes of a browser-like mix: wrk at 50 connections on the pages in both
 * languages, card pictures, public reads and searches, beside people signing up and buying. `more`
 * runs against the same server before it stops (Lighthouse, on PGlite).
 */
export async function memoryPart(
  database: BenchDatabase,
  context: PartContext,
  more?: (server: RealServer) => Promise<Row[]>,
): Promise<Row[]> {
  const { settings, drop } = await database.create('real');
  const budget = budgets[database.label];
  const part = 'memory (npm start)';
  const row = (measure: string, bytes: number, extra = '', load?: number): Row => ({
    part,
    database: database.label,
    measure,
    figure: `${mb(bytes)}${extra}`,
    budget: `≤ ${mb(budget)}`,
    met: meets(bytes, { max: budget }),
    ...(load === undefined ? {} : { load }),
  });
  const outboxToken = randomBytes(16).toString('hex');
  let server: RealServer | undefined;
  try {
    server = await startRealServer({
      ...settings,
      DEV_OUTBOX_TOKEN: outboxToken,
      // every sign-in comes from 127.0.0.1: the per-address limits would refuse the mix's people
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
      OTP_VERIFIES_PER_ADDRESS_PER_10_MIN: '1000000',
    });
    const startup = server.takePeak();
    const catalogue = await demoCatalogue(server.base);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = server.takePeak();
    const seconds = mixSeconds(context);
    const requests = visitorLoad(server.base, catalogue).map((r) => ({
      path: r.url.slice(server!.base.length),
      headers: r.headers ?? {},
    }));
    const until = performance.now() + seconds * 1000;
    const label = `${database.label}, memory mix`;
    const [visitors, people] = await Promise.all([
      runWrk(server.base, requests, { connections, seconds }),
      signInsAndPurchases(server.base, outboxToken, until, context.problems, label),
    ]);
    const bad = badAnswers(visitors);
    if (bad) context.problems.push(`${label}: ${bad}`);
    const load = loadNow();
    const loaded = server.takePeak();
    // VmHWM only grows: past the start-up's, it is the peak under load (between two samples included)
    const loadPeak = Math.max(loaded.sampledRss, loaded.hwm > idle.hwm ? loaded.hwm : 0);
    const rows: Row[] = [
      {
        part,
        database: database.label,
        measure: 'demo catalogue',
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
        `after ${seconds} s of the browser-like mix`,
        loaded.rss,
        ` · ${whole(visitors.answers)} visitor answers (pages, pictures, reads, searches), ` +
          `${people.signIns} sign-ins, ${people.purchases} purchases`,
        load,
      ),
      row('peak during the mix', loadPeak, '', load),
    ];
    if (more) rows.push(...(await more(server)));
    return rows;
  } finally {
    await server?.stop();
    await drop();
  }
}
