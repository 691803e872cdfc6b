import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { packages } from '../../db/schema/index.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { createPurchase } from './purchase-service.ts';
import { purchaseItemSchema } from '@portal/contract/bookings';

// decision 027: the statements a purchase runs, as the database receives them (pg's client
// queries, or PGlite's queries with its BEGIN / COMMIT / ROLLBACK), counted per call, so background
// work (the outbox sweeper) is never counted. Run on PostgreSQL too (PORTAL_TEST_ON_POSTGRES=1).

const clock = new Date('2026-11-22T08:00:00Z');
const day = '2026-12-20';
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

const recording = new AsyncLocalStorage<string[]>();
const note = (text: string) => recording.getStore()?.push(text.replace(/\s+/g, ' ').trim());
let stopRecording = () => {};

/** Records, from now on, every statement the database client of `db` is sent (inside `statementsOf` only). */
function recordStatements(db: Database) {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      note(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    stopRecording = () => void (pg.Client.prototype.query = query);
    return;
  }
  // PGlite: its own transaction() sends BEGIN and COMMIT / ROLLBACK; statements inside go through the transaction
  const pglite = client as PGlite;
  const watch = <C extends Pick<PGlite, 'query' | 'exec'>>(target: C) => {
    const { query, exec } = target;
    target.query = ((text: string, ...rest: unknown[]) => (
      note(text),
      (query as (...a: unknown[]) => unknown).call(target, text, ...rest)
    )) as C['query'];
    target.exec = ((text: string, ...rest: unknown[]) => (
      note(text),
      (exec as (...a: unknown[]) => unknown).call(target, text, ...rest)
    )) as C['exec'];
  };
  watch(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) => {
    note('begin');
    return transaction(async (tx) => (watch(tx), fn(tx))).then(
      (result) => (note('commit'), result),
      (error: unknown) => {
        note('rollback');
        throw error;
      },
    );
  }) as PGlite['transaction'];
}

async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  // awaited inside the run: drizzle queries and inject() start only when awaited
  const result = await recording.run(statements, async () => await run());
  return { result, statements };
}

const isSessionLookup = (s: string) => /from "sessions"/.test(s);
const opensTransaction = (s: string) => /^begin\b/i.test(s);
/** a statement that writes or locks the row of a package */
const touchesPackageRow = (s: string) =>
  /\bupdate "?packages"?\b/i.test(s) || /\bfor (no key )?update\b|\bfor (key )?share\b/i.test(s);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  destinationId = (await createDestination(t.db)).id;
  recordStatements(t.db);
});
afterAll(async () => {
  stopRecording();
  await t.close();
});

async function customer() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date(clock.getTime() + 86_400_000) }) };
}

async function slotPackage(tickets: number, overrides: Partial<typeof packages.$inferInsert> = {}) {
  const { pkg, slot } = await createSlotPackage(t.db, destinationId, tickets, overrides);
  return { pkg, item: { package_id: pkg.id, adult_qty: 1, date: day, time_slot_id: slot.id } };
}

const purchase = (token: string, item: object) =>
  postAction(
    t.app,
    { action: 'createPurchase', items: JSON.stringify({ packages: [item] }), site: 'sharjah', channel: 'web' },
    token,
  );

describe('a buyer of sold-out tickets', () => {
  it('is answered after one read, opening no transaction, with the same refusal as before', async () => {
    const { item } = await slotPackage(1);
    expect((await purchase((await customer()).token, item)).statusCode).toBe(200);
    const late = await customer();
    const { result, statements } = await statementsOf(() => purchase(late.token, item));
    expect(result.statusCode).toBe(409);
    expect(result.json()).toMatchObject({
      code: 'slots_fully_booked',
      msg: 'All Time Slots are Fully Booked, Please Choose Another Date',
    });
    const own = statements.filter((s) => !isSessionLookup(s));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/^select .* from "packages"/);
    expect(statements.some(opensTransaction)).toBe(false);
  });
});

describe('buyers of the same tickets at once (a storm)', () => {
  it('hold exactly the tickets there are; once one is refused for lack of them, those still in line open no transaction', async () => {
    const { item } = await slotPackage(3);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => customer()));
    const { result, statements } = await statementsOf(() => Promise.all(buyers.map((b) => purchase(b.token, item))));
    const codes = result.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(27);
    // refused by the read (once the slot is full) or by the write, the same sold-out slot either way
    for (const refused of result.filter((r) => r.statusCode === 409)) {
      expect(['slots_fully_booked', 'time_fully_booked']).toContain(refused.json().code);
    }
    // buyers who read while tickets were left reach the database 4 at a time (ticket-lines.ts): the 3 winners,
    // at most 4 refused there, and the rest answered from the line
    const transactions = statements.filter(opensTransaction).length;
    expect(transactions).toBeGreaterThanOrEqual(3);
    expect(transactions).toBeLessThanOrEqual(3 + 4);
  });
});

describe('a winning purchase', () => {
  it('runs five statements: one read, then begin, the holds lock, one write that holds and takes, commit', async () => {
    const { item } = await slotPackage(10);
    const { user } = await customer();
    const { result, statements } = await statementsOf(() =>
      createPurchase(
        { db: t.db, now: clock, holdMinutes: 30 },
        { userId: user.id, items: { packages: [purchaseItemSchema.parse(item)] } },
      ),
    );
    expect(result.answer.purchase_number).toMatch(/^B[A-Z2-9]{16}$/);
    expect(statements.map((s) => s.split(' ')[0]!.toLowerCase())).toEqual(['select', 'begin', 'select', 'with', 'commit']);
    expect(statements[2]).toMatch(/pg_advisory_xact_lock/);
    expect(statements[3]).toMatch(/insert into "purchases"/);
    expect(statements[3]).toMatch(/insert into slot_inventory/);
  });

  it('opens its payment after the commit with one insert, reading back nothing the purchase wrote', async () => {
    const { item } = await slotPackage(10);
    const { token } = await customer();
    const { result, statements } = await statementsOf(() => purchase(token, item));
    expect(result.statusCode).toBe(200);
    expect(result.json().payment_link).toMatch(/^http/);
    const own = statements.filter((s) => !isSessionLookup(s)).map((s) => s.split(' ')[0]!.toLowerCase());
    expect(own).toEqual(['select', 'begin', 'select', 'with', 'commit', 'insert']);
    expect(statements.at(-1)).toMatch(/^insert into "payments"/);
  });
});

describe('the row of a package', () => {
  it('without an overall limit, is neither updated nor locked by any statement of a purchase', async () => {
    const { pkg, item } = await slotPackage(10);
    const { token } = await customer();
    const { result, statements } = await statementsOf(() => purchase(token, item));
    expect(result.statusCode).toBe(200);
    expect(statements.filter(touchesPackageRow)).toEqual([]);
    expect((await t.db.select().from(packages).where(eq(packages.id, pkg.id)))[0]!.adultBookedTimes).toBe(0);
  });

  it('with an overall limit, is updated by the write, the last statement before the commit', async () => {
    const { pkg, item } = await slotPackage(10, { adultOverallLimit: 5 });
    const { user } = await customer();
    const { statements } = await statementsOf(() =>
      createPurchase(
        { db: t.db, now: clock, holdMinutes: 30 },
        { userId: user.id, items: { packages: [purchaseItemSchema.parse(item)] } },
      ),
    );
    expect(statements.filter(touchesPackageRow)).toHaveLength(1);
    expect(statements.at(-2)).toMatch(/update packages set adult_booked_times/);
    expect((await t.db.select().from(packages).where(eq(packages.id, pkg.id)))[0]!.adultBookedTimes).toBe(1);
  });

  describe.runIf(inject('postgresTemplateUrl') !== null)('on PostgreSQL, held by another connection', () => {
    /**
     * Holds the lock an update of the package's booked counts takes (FOR NO KEY UPDATE: the bookings'
     * foreign key still reads the row) while three buyers purchase; answers whether they all completed
     * under it or one of them waited for it (then the lock is let go, so they finish).
     */
    async function purchasesUnderLock(packageId: number, item: object): Promise<'completed' | 'waited'> {
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      const [holder, watcher] = await Promise.all([pool.connect(), pool.connect()]);
      const buyers = await Promise.all([customer(), customer(), customer()]);
      try {
        await holder.query('begin');
        await holder.query('select id from packages where id = $1 for no key update', [packageId]);
        const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
        let finished = false;
        const purchases = Promise.all(buyers.map(({ token }) => purchase(token, item))).finally(() => (finished = true));
        const waitedForHolder = async () => {
          while (!finished) {
            const waiting = await watcher.query('select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [
              rows[0]!.pid,
            ]);
            if (waiting.rowCount) return true;
            await new Promise((resolve) => setImmediate(resolve));
          }
          return false;
        };
        const outcome = await Promise.race([
          purchases.then(() => 'completed' as const),
          waitedForHolder().then((w) => (w ? 'waited' : 'completed')),
        ]);
        await holder.query('rollback');
        expect((await purchases).map((a) => a.statusCode)).toEqual([200, 200, 200]);
        return outcome;
      } finally {
        holder.release();
        watcher.release();
      }
    }

    it('a package without an overall limit: purchases of it complete while its row stays locked', async () => {
      const { pkg, item } = await slotPackage(10);
      expect(await purchasesUnderLock(pkg.id, item)).toBe('completed');
    });

    it('a package with an overall limit: a purchase waits for the lock, as its counts must', async () => {
      const { pkg, item } = await slotPackage(10, { adultOverallLimit: 10 });
      expect(await purchasesUnderLock(pkg.id, item)).toBe('waited');
    });
  });
});
