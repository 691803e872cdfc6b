import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * Deletes the rows of tables that only grow once nothing needs them (docs/decisions/062, README "What is kept
 * how long"). Each kind goes in batches of `batchSize` rows, one statement each, so no statement holds many
 * row locks or runs long, and at most `maxBatches` batches a run, so one run ends soon even after a long
 * pause; the next run goes on where it stopped. Whatever a purchase, a payment, a booking or the ledger points
 * at is never deleted here: only rows nothing references.
 */

const day = 86_400_000;
/** the longest rate-limit window (lib/rate-limit.ts: a Dubai day for invoice images) */
const longestRateWindowMs = day;

export type RetentionPeriods = Pick<
  Config,
  | 'RETENTION_RATE_LIMIT_DAYS'
  | 'RETENTION_SESSION_DAYS'
  | 'RETENTION_CODE_DAYS'
  | 'RETENTION_SENT_MESSAGE_DAYS'
  | 'RETENTION_PROVIDER_EVENT_DAYS'
>;

export type RetentionKind = 'rate_limits' | 'sessions' | 'codes' | 'sent_messages' | 'provider_events';

/** Rows deleted by one run, by kind. */
export type RetentionResult = Record<RetentionKind, number>;

type Kind = {
  kind: RetentionKind;
  /** one batch: deletes at most `limit` disposable rows older than `cutoff` and answers how many it deleted */
  statement: (cutoff: Date, limit: number) => SQL;
  periodMs: (periods: RetentionPeriods) => number;
};

const kinds: Kind[] = [
  {
    // a counter is read only while its window runs: the window's start plus the longest window is its end
    kind: 'rate_limits',
    periodMs: (p) => p.RETENTION_RATE_LIMIT_DAYS * day + longestRateWindowMs,
    statement: (cutoff, limit) => sql`delete from rate_limits where (key, window_start) in (
      select key, window_start from rate_limits where window_start < ${cutoff} limit ${limit})`,
  },
  {
    // a session is dead once expired or revoked; nothing references a session row
    kind: 'sessions',
    periodMs: (p) => p.RETENTION_SESSION_DAYS * day,
    statement: (cutoff, limit) => sql`delete from sessions where id in (
      select id from sessions where expires_at < ${cutoff} or revoked_at < ${cutoff} order by id limit ${limit})`,
  },
  {
    // a one-time code is spent once used or expired; its message refers to it by key text only
    kind: 'codes',
    periodMs: (p) => p.RETENTION_CODE_DAYS * day,
    statement: (cutoff, limit) => sql`delete from otp_challenges where id in (
      select id from otp_challenges where expires_at < ${cutoff} or consumed_at < ${cutoff} order by id limit ${limit})`,
  },
  {
    // delivered messages, attachments with them (the same row); pending and failed ones stay for the sweeper and operators
    kind: 'sent_messages',
    periodMs: (p) => p.RETENTION_SENT_MESSAGE_DAYS * day,
    statement: (cutoff, limit) => sql`delete from messages where id in (
      select id from messages where status = 'sent' and sent_at < ${cutoff} order by id limit ${limit})`,
  },
  {
    // a provider's event is kept only to apply it once; the payment's own status already refuses a replay
    kind: 'provider_events',
    periodMs: (p) => p.RETENTION_PROVIDER_EVENT_DAYS * day,
    statement: (cutoff, limit) => sql`delete from webhook_events where id in (
      select id from webhook_events where processed_at < ${cutoff} order by id limit ${limit})`,
  },
];

/** Runs one batch and answers how many rows it deleted, counted in SQL so both drivers answer alike. */
async function deleteBatch(db: Database, statement: SQL): Promise<number> {
  const { rows } = (await db.execute(
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows[0]?.n ?? 0);
}

/** One run of the retention job at `now` (the injected clock). */
export async function deleteExpiredRows(
  db: Database,
  periods: RetentionPeriods,
  now: Date,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<RetentionResult> {
  const batchSize = options.batchSize ?? 1_000;
  const maxBatches = options.maxBatches ?? 20;
  const result = {} as RetentionResult;
  for (const kind of kinds) {
    const cutoff = new Date(now.getTime() - kind.periodMs(periods));
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const n = await deleteBatch(db, kind.statement(cutoff, batchSize));
      deleted += n;
      if (n < batchSize) break;
    }
    result[kind.kind] = deleted;
  }
  return result;
}

/** How often the job runs: often enough that a batch finds little, rarely enough to cost nothing. */
export const retentionEveryMs = 3_600_000;
