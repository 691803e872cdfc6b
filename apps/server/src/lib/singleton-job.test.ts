import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, postgresPoolOf, type DatabaseHandle } from '../db/client.ts';
import { copyTemplate } from '../test/templates.ts';
import { advisoryKey, singletonJob } from './singleton-job.ts';

// docs/decisions/030: a periodic job runs in one process at a time on PostgreSQL; PGlite is one process.

/** A job that runs until the test lets it finish, so two runs overlap for certain. */
function heldOpen() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  return {
    job: async () => {
      started();
      await finished;
      return 'done';
    },
    running,
    finish,
  };
}

it('names its lock by a 64-bit key of the job name, the same in every process', () => {
  expect(advisoryKey('release-expired-holds')).toBe(advisoryKey('release-expired-holds'));
  expect(advisoryKey('release-expired-holds')).not.toBe(advisoryKey('message-sweeper-tick'));
  expect(BigInt.asIntN(64, BigInt(advisoryKey('x')))).toBe(BigInt(advisoryKey('x')));
});

describe('on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl: null });
  });
  afterAll(() => database.close());

  it('just runs the job, overlapping runs too: the embedded database has one process', async () => {
    const first = heldOpen();
    const running = singletonJob(database.db, 'sweep').run(first.job);
    await first.running;
    await expect(singletonJob(database.db, 'sweep').run(async () => 'second')).resolves.toEqual({ ran: true, value: 'second' });
    first.finish();
    await expect(running).resolves.toEqual({ ran: true, value: 'done' });
  });
});

const postgresTemplateUrl = inject('postgresTemplateUrl');

describe.skipIf(!postgresTemplateUrl)('on PostgreSQL, two processes', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let other: DatabaseHandle;
  beforeAll(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
    other = await openDatabase({ databaseUrl: postgresPoolOf(database.db)!.options.connectionString! });
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it('runs the job in one process while the other skips its turn, then lets the next turn run', async () => {
    const first = heldOpen();
    const running = singletonJob(database.db, 'sweep').run(first.job);
    await first.running;
    let ranElsewhere = false;
    const skipped = await singletonJob(other.db, 'sweep').run(async () => {
      ranElsewhere = true;
    });
    expect(skipped).toEqual({ ran: false });
    expect(ranElsewhere).toBe(false);
    // another job is another lock
    await expect(singletonJob(other.db, 'refunds').run(async () => 'refunds')).resolves.toEqual({ ran: true, value: 'refunds' });
    first.finish();
    await expect(running).resolves.toEqual({ ran: true, value: 'done' });
    await expect(singletonJob(other.db, 'sweep').run(async () => 'next')).resolves.toEqual({ ran: true, value: 'next' });
  });

  it('frees the lock when the job fails, and gives the connection back to the pool', async () => {
    const job = singletonJob(database.db, 'failing');
    await expect(
      job.run(async () => {
        throw new Error('sweep failed');
      }),
    ).rejects.toThrow('sweep failed');
    await expect(singletonJob(other.db, 'failing').run(async () => 'taken over')).resolves.toEqual({
      ran: true,
      value: 'taken over',
    });
    const pool = postgresPoolOf(database.db)!;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
