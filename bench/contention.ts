import { randomBytes } from 'node:crypto';
import { encodeRequest, PreparedConnection } from './prepared-http.ts';
import type { PartContext } from './reads.ts';
import { loadNow, meets, median, quantile, quietLoad, whole, type Row } from './report.ts';
import { startBenchServer, type BenchDatabase, type BenchServer } from './servers.ts';

/**
 * decision 027: the whole burst answered in ≤ 0.5 s on PostgreSQL (≥ 1,000 answers/s for 500 buyers) with p99 ≤ 250 ms;
 * ≤ 1.0 s on PGlite
 */
const budgets = {
  PGlite: { burstSeconds: 1.0 },
  PostgreSQL: { burstSeconds: 0.5, p99Ms: 250 },
} as const;

export type StormSizes = { buyers: number; tickets: number; rounds: number };

export type RoundResult = {
  holds: number;
  /** seconds from the start until the last answer, and until the last successful hold */
  burstSeconds: number;
  lastHoldSeconds: number;
  latenciesMs: number[];
  oversold: number;
  /** the 1-minute load average after the round */
  load?: number;
};

/** One buyer's answer in a burst: its status and body, its latency, and when it came after the burst began. */
export type BurstAnswer = { status: number; text: string; latencyMs: number; atSeconds: number };

/**
 * Every buyer's connection is opened first (a GET /healthz each, kept alive) and its request encoded
 * (prepared-http.ts), then all write their createPurchase with their bearer token at the same moment;
 * buyer i goes to server process i mod n. Answers other than a hold (200) or a refusal for lack of
 * tickets or stock (409) are problems.
 */
export async function burst(
  bases: string[],
  buyers: { token: string; body: string }[],
  label: string,
  problems: string[],
): Promise<{ answers: BurstAnswer[]; holds: BurstAnswer[] }> {
  const baseOf = (i: number) => bases[i % bases.length]!;
  const connections: PreparedConnection[] = [];
  try {
    await Promise.all(
      buyers.map(async (_, i) => {
        const connection = await PreparedConnection.open(baseOf(i));
        connections[i] = connection;
        const health = await connection.send(encodeRequest(`${baseOf(i)}/healthz`, { method: 'GET' }));
        if (health.status !== 200) throw new Error(`${label}: /healthz answered ${health.status}`);
      }),
    );
    const requests = buyers.map(({ token, body }, i) =>
      encodeRequest(`${baseOf(i)}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        body,
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      connections.map(async (connection, i) => {
        const sent = performance.now();
        const { status, text } = await connection.send(requests[i]!);
        const answered = performance.now();
        return { status, text, latencyMs: answered - sent, atSeconds: (answered - started) / 1000 };
      }),
    );
    for (const other of answers.filter((a) => a.status !== 200 && a.status !== 409)) {
      problems.push(`${label}: a buyer got ${other.status} ${other.text.slice(0, 200)}`);
    }
    return { answers, holds: answers.filter((a) => a.status === 200) };
  } finally {
    for (const connection of connections) connection?.close();
  }
}

/** A round's figures from its burst and how many were oversold. */
export function roundResult({ answers, holds }: Awaited<ReturnType<typeof burst>>, oversold: number): RoundResult {
  return {
    holds: holds.length,
    burstSeconds: Math.max(...answers.map((a) => a.atSeconds)),
    lastHoldSeconds: Math.max(0, ...holds.map((a) => a.atSeconds)),
    latenciesMs: answers.map((a) => a.latencyMs).sort((a, b) => a - b),
    oversold,
  };
}

/** One storm: every buyer sends createPurchase for one ticket of the same slot at the same moment. */
async function round(
  owner: BenchServer,
  bases: string[],
  sizes: StormSizes,
  label: string,
  problems: string[],
): Promise<RoundResult> {
  const { slotId, date, tokens, body } = await owner.call('prepareStormRound', { buyers: sizes.buyers, tickets: sizes.tickets });
  const sent = await burst(
    bases,
    tokens.map((token) => ({ token, body })),
    label,
    problems,
  );
  const taken = await owner.call('ticketsTaken', { slotId, date });
  const held = sent.holds.length;
  if (held < Math.min(sizes.tickets, sizes.buyers)) {
    console.log(`  ${label}: ${held} holds for ${sizes.tickets} tickets (tickets left unsold under contention)`);
  }
  // tickets held past the slot's count: by its counter, by the bookings held on it, or by the answers
  return roundResult(sent, Math.max(0, taken.counter - sizes.tickets, taken.held - sizes.tickets, held - sizes.tickets));
}

/**
 * The rows of a contention part: the whole burst, latency, purchases per second and oversold, each over
 * its rounds (each round printed, the worst deciding); `where` says what was measured, `budget` what is asked.
 */
function burstRows(
  part: string,
  database: BenchDatabase['label'],
  where: string,
  buyers: number,
  results: RoundResult[],
  budget: { burstSeconds?: number; p99Ms?: number } = {},
): Row[] {
  // every round is printed and every round must meet the budget: the worst decides, not the best or the median
  const bursts = results.map((r) => r.burstSeconds);
  const p99s = results.map((r) => quantile(r.latenciesMs, 0.99));
  const p50 = median(results.map((r) => quantile(r.latenciesMs, 0.5)));
  const purchasesPerSecond = median(results.map((r) => r.holds / Math.max(r.lastHoldSeconds, 1e-6)));
  const oversold = results.reduce((total, r) => total + r.oversold, 0);
  const load = Math.max(...results.map((r) => r.load ?? 0));
  const worstBurst = Math.max(...bursts);
  const worstP99 = Math.max(...p99s);
  return [
    {
      part,
      database,
      measure: `${where}: whole burst, each of ${results.length} rounds`,
      figure: `${bursts.map((b) => b.toFixed(2)).join(' · ')} s · worst ${whole(buyers / worstBurst)} answers/s`,
      noise: `median ${median(bursts).toFixed(2)} s`,
      load,
      ...(budget.burstSeconds !== undefined
        ? {
            budget: `≤ ${budget.burstSeconds} s every round, load ≤ ${quietLoad}`,
            met: meets(worstBurst, { max: budget.burstSeconds }),
            noisy: load > quietLoad,
          }
        : {}),
    },
    {
      part,
      database,
      measure: `${where}: p99 latency, each round`,
      figure: `${p99s.map((p) => p.toFixed(0)).join(' · ')} ms · p50 ${p50.toFixed(0)} ms`,
      noise: `median ${median(p99s).toFixed(0)} ms`,
      load,
      ...(budget.p99Ms !== undefined
        ? {
            budget: `p99 ≤ ${budget.p99Ms} ms every round, load ≤ ${quietLoad}`,
            met: meets(worstP99, { max: budget.p99Ms }),
            noisy: load > quietLoad,
          }
        : {}),
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

/** What is asked of a contention part's rows on each database; a part without budgets only prints its figures. */
type Budgets = Partial<Record<BenchDatabase['label'], { burstSeconds?: number; p99Ms?: number }>>;

/**
 * One contention benchmark: `purpose` names its database, `part` its rows, `setting` the sizes a row was
 * measured at; `round` plays one round against the servers (the first one prepares its data).
 */
export type Contention<Sizes extends { buyers: number; rounds: number }> = {
  purpose: string;
  part: string;
  setting: (sizes: Sizes) => string;
  budgets?: Budgets;
  round: (owner: BenchServer, bases: string[], sizes: Sizes, label: string, problems: string[]) => Promise<RoundResult>;
};

/**
 * A contention part: `rounds` rounds per setting, on one server process, and on PostgreSQL also on two
 * processes sharing the database and the sandbox secret; an oversold round is a problem.
 */
export async function contentionPart<Sizes extends { buyers: number; rounds: number }>(
  database: BenchDatabase,
  { sizes, problems }: PartContext & { sizes: Sizes },
  contention: Contention<Sizes>,
): Promise<Row[]> {
  const { settings, drop } = await database.create(contention.purpose);
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
      for (let r = 1; r <= sizes.rounds; r += 1) {
        const label = `${database.label} ${contention.purpose}, ${processes} process(es), round ${r}`;
        const result = await contention.round(servers[0]!, bases, sizes, label, problems);
        if (result.oversold > 0) problems.push(`${label}: OVERSOLD by ${result.oversold}`);
        results.push({ ...result, load: loadNow() });
      }
      const where = `${contention.setting(sizes)}, ${processesText(processes)}`;
      rows.push(
        ...burstRows(contention.part, database.label, where, sizes.buyers, results, contention.budgets?.[database.label]),
      );
    }
  } finally {
    for (const server of servers) await server.close();
    await drop();
  }
  return rows;
}

/** "1 process", "2 processes" */
const processesText = (processes: number) => `${processes} process${processes > 1 ? 'es' : ''}`;

/**
 * The purchase storm (docs/decisions/025): every one of `rounds` rounds reported per setting.
 * Oversold tickets and answers other than a hold (200) or sold out (409) fail the benchmark.
 */
export const stormPart = (database: BenchDatabase, context: PartContext & { sizes: StormSizes }): Promise<Row[]> =>
  contentionPart(database, context, {
    purpose: 'storm',
    part: 'purchase storm',
    setting: (sizes) => `${sizes.buyers} buyers/${sizes.tickets} tickets`,
    budgets,
    round,
  });
