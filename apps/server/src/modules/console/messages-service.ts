import type { ContactMessage, ContactMessageState, MessageKind, UndeliveredMessage } from '@portal/contract/console-messages';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { contactMessages, messages, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { recordChange } from '../../lib/audit.ts';

/**
 * Messages for support staff (decision 036): the contact form's messages, kept in `contact_messages`
 * and marked answered; and the outbox's undelivered messages (docs/decisions/022), made due again on request.
 */

type Page = { page: number; per_page: number };

const handler = alias(users, 'handler');
const handlerName = sql<string | null>`${handler.firstName} || ' ' || ${handler.lastName}`;

type ContactRow = typeof contactMessages.$inferSelect & { handlerName: string | null };

function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language,
    created_at: dubaiTimestamp(row.createdAt),
    handled: row.handledAt ? 1 : 0,
    handled_at: row.handledAt ? dubaiTimestamp(row.handledAt) : '',
    handled_by: row.handlerName?.trim() ?? '',
  };
}

function contactMessagesWhere(db: Database, where: SQL | undefined) {
  return db
    .select({ message: contactMessages, handlerName })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(where);
}

const stateFilters: Record<ContactMessageState, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** consoleContactMessages: one page, newest first; `q` matches the name, e-mail or text. */
export async function listContactMessages(db: Database, filters: Page & { q?: string | undefined; state: ContactMessageState }) {
  const q = filters.q ?? '';
  const match = q
    ? or(
        ilike(contactMessages.name, containing(q)),
        ilike(contactMessages.email, containing(q)),
        ilike(contactMessages.message, containing(q)),
      )
    : undefined;
  const where = and(stateFilters[filters.state], match);
  const rows = await contactMessagesWhere(db, where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  return {
    data: rows.map((r) => toContactMessage({ ...r.message, handlerName: r.handlerName })),
    total: counted?.total ?? 0,
    page: filters.page,
    per_page: filters.per_page,
  };
}

const auditedContactMessage = (row: Pick<typeof contactMessages.$inferSelect, 'handledAt' | 'handledBy'>) => ({
  handled: row.handledAt ? 1 : 0,
  handled_by: row.handledBy,
});

/** markContactMessage: answered (stamped with the operator and the time) or open again; audited. */
export async function markContactMessage(
  db: Database,
  operatorId: number,
  change: { id: number; handled: 0 | 1; now: Date },
): Promise<ContactMessage> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, change.id)).for('update');
    if (!before) throw new AppError('not_found', { fields: { id: 'no such contact message' } });
    // marking an answered message answered again keeps who answered it first
    if ((before.handledAt ? 1 : 0) === change.handled) return;
    const set = change.handled ? { handledAt: change.now, handledBy: operatorId } : { handledAt: null, handledBy: null };
    await tx.update(contactMessages).set(set).where(eq(contactMessages.id, change.id));
    await recordChange(tx, {
      operatorId,
      action: 'markContactMessage',
      entity: 'contact_message',
      entityId: change.id,
      before: auditedContactMessage(before),
      after: auditedContactMessage(set),
    });
  });
  const [row] = await contactMessagesWhere(db, eq(contactMessages.id, change.id));
  return toContactMessage({ ...row!.message, handlerName: row!.handlerName });
}

type MessageRow = typeof messages.$inferSelect;

/** A sign-in code expires within minutes and is secret: it is never listed with its body nor sent again. */
const isResendable = (m: Pick<MessageRow, 'status' | 'kind'>) => m.status === 'failed' && m.kind !== 'code';

/** Given up, or still retried after an error (attempts made, one failed). */
export const undelivered = or(
  eq(messages.status, 'failed'),
  and(eq(messages.status, 'pending'), isNotNull(messages.lastError), ne(messages.attempts, 0)),
);

/** consoleFailedMessages: one page of the undelivered messages, newest first, without their bodies. */
export async function listUndeliveredMessages(
  db: Database,
  filters: Page & { channel?: 'email' | 'sms' | undefined; kind?: MessageKind | undefined },
) {
  const where = and(
    undelivered,
    filters.channel ? eq(messages.channel, filters.channel) : undefined,
    filters.kind ? eq(messages.kind, filters.kind) : undefined,
  );
  const rows = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      channel: messages.channel,
      recipient: messages.recipient,
      subject: messages.subject,
      language: messages.language,
      status: messages.status,
      attempts: messages.attempts,
      lastError: messages.lastError,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(messages).where(where);
  const data: UndeliveredMessage[] = rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    language: m.language,
    // the `undelivered` filter leaves no sent message
    status: m.status === 'failed' ? 'failed' : 'pending',
    attempts: m.attempts,
    last_error: m.lastError ?? '',
    created_at: dubaiTimestamp(m.createdAt),
    resendable: isResendable(m) ? 1 : 0,
  }));
  return { data, total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}

/**
 * resendMessage: a failed message becomes pending with no attempts, so the sweeper takes it at once (a
 * message never tried is due whatever the clocks say). Resetting `attempts`, the claim's fencing token, is
 * safe here: only a failed message is taken, it turned failed when its last claim settled, and an earlier
 * claim's delivery ended within its lease (the providers' timeouts, messages.ts), so no sweeper can still
 * record a result on it. The caller wakes the sweeper after the commit.
 */
export async function resendMessage(db: Database, operatorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: messages.status, kind: messages.kind, attempts: messages.attempts, lastError: messages.lastError })
      .from(messages)
      .where(eq(messages.id, id))
      .for('update');
    if (!before) throw new AppError('not_found', { fields: { id: 'no such message' } });
    if (!isResendable(before)) throw new AppError('message_not_resendable');
    await tx
      .update(messages)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
      .where(eq(messages.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'resendMessage',
      entity: 'message',
      entityId: id,
      before: { status: before.status, attempts: before.attempts, last_error: before.lastError },
      after: { status: 'pending', attempts: 0, last_error: null },
    });
  });
}
