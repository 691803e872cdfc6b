/**
 * The audit log every operator change writes (decision 034), and the signal that visitors' data changed: the
 * two things a change made through the console does besides itself, whichever area makes it.
 */
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { ActionContext } from '../http/actions.ts';

/** One change made through the console: the record before (null when created) and after (null when deleted). */
export type AuditEntry = {
  operatorId: number;
  /** the action that made it, e.g. savePostcardTemplate */
  action: string;
  /** the kind of record, e.g. postcard_template */
  entity: string;
  entityId: string | number;
  before: object | null;
  after: object | null;
};

/**
 * Writes `entry` to the audit log (decision 034). Call it inside the transaction that makes the
 * change, so the change and its entry commit or roll back together.
 */
export async function recordChange(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
  });
}

/**
 * After a change to something visitors read has committed: every server process drops its cached public
 * answers (the bus carries the event to all of them on PostgreSQL), so the next visitor sees the change.
 */
export async function publicDataChanged(ctx: Pick<ActionContext, 'bus'>): Promise<void> {
  await ctx.bus.publish('public-data-changed');
}
