import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { send } from './load.ts';
import type { PartContext } from './reads.ts';
import { meets, median, quantile, whole, type Row } from './report.ts';
import { startBenchServer, type BenchDatabase, type BenchServer } from './servers.ts';

/** issue 12: the whole burst answered in ≤ 0.5 s on PostgreSQL (≥ 1,000 answers/s for 500 buyers) with p99 ≤ 250 ms; ≤ 1.5 s on PGlite */
const budgets = {
  PGlite: { burstSeconds: 1.5 },
  PostgreSQL: { burstSeconds: 0.5, p99Ms: 250 },
} as const;

export type StormSizes = { buyers: number; tickets: number; rounds: number };

type RoundResult = {
  holds: number;
  /** seconds from the start until the last answer, and until the last successful hold */
  burstSeconds: number;
  lastHoldSeconds: number;
  latenciesMs: number[];
  oversold: number;
};

/**
 * One storm: every buyer's connection is opened first (a GET /healthz each, kept alive), then all send
 * createPurchase for one ticket at the same moment; buyer i goes to server process i mod n.
 */
async function round(
  owner: BenchServer,
  bases: string[],
  sizes: StormSizes,
  label: string,
  problems: string[],
): Promise<RoundResult> {
  const { slotId, date, tokens, body } = await owner.call('prepareStormRound', { buyers: sizes.buyers, tickets: sizes.tickets });
  const agent = new http.Agent({ keepAlive: true, maxSockets: sizes.buyers });
  const baseOf = (i: number) => bases[i % bases.length]!;
  try {
    await Promise.all(tokens.map((_, i) => send(`${baseOf(i)}/healthz`, { method: 'GET', agent })));
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const sent = performance.now();
        const { status, text } = await send(`${baseOf(i)}/api`, {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
          body,
        });
        const answered = performance.now();
        return { status, text, latencyMs: answered - sent, atSeconds: (answered - started) / 1000 };
      }),
    );
    const holds = answers.filter((a) => a.status === 200);
    for (const other of answers.filter((a) => a.status !== 200 && a.status !== 409)) {
      problems.push(`${label}: a buyer got ${other.status} ${other.text.slice(0, 200)}`);
    }
    const taken = await owner.call('ticketsTaken', { slotId, date });
    if (holds.length < Math.min(sizes.tickets, sizes.buyers)) {
      console.log(`  ${label}: ${holds.length} holds for ${sizes.tickets} tickets (tickets left unsold under contention)`);
    }
    return {
      holds: holds.length,
      burstSeconds: Math.max(...answers.map((a) => a.atSeconds)),
      lastHoldSeconds: Math.max(0, ...holds.map((a) => a.atSeconds)),
      latenciesMs: answers.map((a) => a.latencyMs).sort((a, b) => a - b),
      // tickets held past the slot's count: by its counter, by the bookings held on it, or by the answers
      oversold: Math.max(0, taken.counter - sizes.tickets, taken.held - sizes.tickets, holds.length - sizes.tickets),
    };
  } finally {
    agent.destroy();
  }
}

function stormRows(database: BenchDatabase['label'], processes: number, results: RoundResult[], sizes: StormSizes): Row[] {
  const budget = budgets[database];
  const where = `${sizes.buyers} buyers/${sizes.tickets} tickets, ${processes} process${processes > 1 ? 'es' : ''}`;
  const burst = median(results.map((r) => r.burstSeconds));
  const p50 = median(results.map((r) => quantile(r.latenciesMs, 0.5)));
  const p99 = median(results.map((r) => quantile(r.latenciesMs, 0.99)));
  const purchasesPerSecond = median(results.map((r) => r.holds / Math.max(r.lastHoldSeconds, 1e-6)));
  const oversold = results.reduce((total, r) => total + r.oversold, 0);
  const range = (values: number[], digits: number, unit: string) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} ${unit}`;
  const part = 'purchase storm';
  return [
    {
      part,
      database,
      measure: `${where}: whole burst`,
      figure: `${burst.toFixed(2)} s · ${whole(sizes.buyers / burst)} answers/s`,
      noise: range(
        results.map((r) => r.burstSeconds),
        2,
        's',
      ),
      budget: `≤ ${budget.burstSeconds} s`,
      met: meets(burst, { max: budget.burstSeconds }),
    },
    {
      part,
      database,
      measure: `${where}: latency`,
      figure: `p50 ${p50.toFixed(0)} ms · p99 ${p99.toFixed(0)} ms`,
      noise: range(
        results.map((r) => quantile(r.latenciesMs, 0.99)),
        0,
        'ms',
      ),
      ...('p99Ms' in budget ? { budget: `p99 ≤ ${budget.p99Ms} ms`, met: meets(p99, { max: budget.p99Ms }) } : {}),
    },
    {
      part,
      database,
      measure: `${where}: purchases/s (holds ÷ time to last hold)`,
      figure: `${purchasesPerSecond.toFixed(0)}/s · ${results.map((r) => r.holds).join(', ')} holds`,
    },
    {
      part,
      database,
      measure: `${where}: oversold in ${results.length} rounds`,
      figure: String(oversold),
      budget: '0',
      met: oversold === 0,
    },
  ];
}

/**
 * The purchase storm (docs/decisions/025): `rounds` rounds per setting, the median reported, on one
 * server process, and on PostgreSQL also on two processes sharing the database and the sandbox secret.
 * Oversold tickets and answers other than a hold (200) or sold out (409) fail the benchmark.
 */
export async function stormPart(database: BenchDatabase, context: PartContext & { sizes: StormSizes }): Promise<Row[]> {
  const { settings, drop } = await database.create('storm');
  const shared = { ...settings, PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex') };
  const servers: BenchServer[] = [];
  const rows: Row[] = [];
  try {
    const processCounts = database.label === 'PostgreSQL' ? [1, 2] : [1];
    const bases: string[] = [];
    for (const processes of processCounts) {
      // started one after the other: each migrates the database on start, as the real server does
      while (servers.length < processes) {
        const server = await startBenchServer(shared);
        servers.push(server);
        bases.push(await server.call('listen', {}));
      }
      const results: RoundResult[] = [];
      for (let r = 1; r <= context.sizes.rounds; r += 1) {
        const label = `${database.label} storm, ${processes} process(es), round ${r}`;
        const result = await round(servers[0]!, bases, context.sizes, label, context.problems);
        if (result.oversold > 0) context.problems.push(`${label}: OVERSOLD by ${result.oversold} tickets`);
        results.push(result);
      }
      rows.push(...stormRows(database.label, processes, results, context.sizes));
    }
  } finally {
    for (const server of servers) await server.close();
    await drop();
  }
  return rows;
}
