import type { AuditEntry } from '@portal/contract/console';
import { addDays, dubaiTimestamp, instantOfDubaiTimestamp, parseCalendarDate } from '@portal/domain/dates';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export type AuditFilters = {
  entity?: string | undefined;
  entity_id?: string | undefined;
  operator_id?: number | undefined;
  /** Asia/Dubai calendar days, both included */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  per_page: number;
};

/** The instant an Asia/Dubai calendar day begins. */
const startOfDubaiDay = (day: string) => instantOfDubaiTimestamp(`${day} 00:00:00`);

/** A YYYY-MM-DD that is a day of the calendar, or invalid_input naming `field` (the schema checks only its shape). */
function calendarDay(field: 'from' | 'to', value: string): string {
  const day = parseCalendarDate(value);
  if (!day) throw new AppError('invalid_input', { fields: { [field]: 'a day of the calendar, YYYY-MM-DD' } });
  return day;
}

/** The conditions of the filters; a range that ends before it starts is refused, naming `to`. */
function filterConditions(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.entity_id) conditions.push(eq(auditLog.entityId, filters.entity_id));
  if (filters.operator_id) conditions.push(eq(auditLog.operatorId, filters.operator_id));
  const from = filters.from ? calendarDay('from', filters.from) : null;
  const to = filters.to ? calendarDay('to', filters.to) : null;
  if (from && to && to < from) throw new AppError('invalid_input', { fields: { to: 'on or after from' } });
  if (from) conditions.push(gte(auditLog.createdAt, startOfDubaiDay(from)));
  if (to) conditions.push(lt(auditLog.createdAt, startOfDubaiDay(addDays(to, 1))));
  return and(...conditions);
}

/**
 * Every entity name the log holds, alphabetical, found one after another in audit_log_entity_idx: a few index
 * lookups per name instead of reading every entry (docs/decisions/072-lists-at-scale.md).
 */
async function entityNames(db: Database): Promise<{ entity: string }[]> {
  const result = await db.execute(sql`with recursive names(entity) as (
      (select ${auditLog.entity} from ${auditLog} order by ${auditLog.entity} limit 1)
      union all
      select (select later.entity from ${auditLog} later where later.entity > names.entity order by later.entity limit 1)
        from names where names.entity is not null
    ) select entity from names where entity is not null`);
  return (result as unknown as { rows: { entity: string }[] }).rows;
}

/**
 * auditLog: one page of the console's changes, newest first, with who made each; the total under the
 * filters, and every entity name the log holds (for the filter's choices).
 */
export async function readAuditLog(db: Database, filters: AuditFilters) {
  const where = filterConditions(filters);
  const rows = await db
    .select({
      entry: auditLog,
      operator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const entities = await entityNames(db);
  return {
    data: rows.map(toAuditEntry),
    entities: entities.map((e) => e.entity),
    total: counted?.total ?? 0,
    page: filters.page,
    per_page: filters.per_page,
  };
}

function toAuditEntry({
  entry,
  operator,
}: {
  entry: typeof auditLog.$inferSelect;
  operator: { id: number; firstName: string; lastName: string; email: string | null };
}): AuditEntry {
  return {
    id: entry.id,
    created_at: dubaiTimestamp(entry.createdAt),
    operator: { id: operator.id, name: `${operator.firstName} ${operator.lastName}`.trim(), email: operator.email },
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
  };
}
