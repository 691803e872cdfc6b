import type { Operator, StaffRole } from '@portal/contract/console';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { isEmail, normalizeEmail } from '@portal/domain/identity';
import { and, asc, count, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, teamMembers, teams, users } from '../../db/schema/index.ts';
import type { OperatorAccess } from '../../http/operator-access.ts';
import { AppError } from '../../http/errors.ts';
import type { ActionContext } from '../../http/actions.ts';
import { endSessionsOf } from './operator-accounts.ts';
import { readerLanguage } from '../../lib/message-text.ts';
import { recordChange } from '../../lib/audit.ts';
import { operatorInvitationMessage } from './operator-messages.ts';
import { containing } from '../../lib/like-pattern.ts';

type Account = typeof users.$inferSelect;

const isOperator = eq(users.role, 'operator');

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** When each operator last signed in: the start of their newest session (travellers' sessions are not read). */
const lastSessions = (db: Database) =>
  db
    .select({ userId: sessions.userId, startedAt: max(sessions.createdAt).as('started_at') })
    .from(sessions)
    .where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(isOperator)))
    .groupBy(sessions.userId)
    .as('last_sessions');

function selectOperators(db: Database) {
  const last = lastSessions(db);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      staffRole: users.staffRole,
      teamId: teams.id,
      teamNameEn: teams.nameEn,
      teamNameAe: teams.nameAe,
      createdAt: users.createdAt,
      lastSignIn: last.startedAt,
    })
    .from(users)
    .leftJoin(last, eq(last.userId, users.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId));
}

type OperatorRow = Awaited<ReturnType<typeof selectOperators>>[number];

/** An operator whose staff role was never set (made before roles existed) counts as a moderator. */
const staffRoleOf = (stored: StaffRole | null): StaffRole => stored ?? 'moderator';

function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    mobile: row.mobile,
    staff_role: staffRoleOf(row.staffRole),
    team: row.teamId === null ? null : { id: row.teamId, name_en: row.teamNameEn ?? '', name_ae: row.teamNameAe ?? '' },
    created_at: dubaiTimestamp(row.createdAt),
    last_sign_in: row.lastSignIn ? dubaiTimestamp(row.lastSignIn) : '',
  };
}

/** The operator `userId`, or not_found when the account is not (or no longer) an operator. */
async function operatorById(db: Database, userId: number): Promise<Operator> {
  const [row] = await selectOperators(db).where(and(eq(users.id, userId), isOperator));
  if (!row) throw new AppError('not_found');
  return toOperator(row);
}

/** operatorProfile: the signed-in operator's own row, with what they may do and where (the dispatcher's reading). */
export async function operatorProfile(db: Database, userId: number, access: OperatorAccess) {
  const { scope } = access;
  return {
    ...(await operatorById(db, userId)),
    permissions: [...access.permissions],
    scope: scope.all
      ? { all: 1 as const }
      : { all: 0 as const, destination_ids: scope.destinationIds, store_ids: scope.storeIds },
  };
}

/**
 * listOperators: one page of the operators, admins first, then by name; `q` matches the name or the e-mail
 * address; `total` counts every match, for the paginator.
 */
export async function listOperators(db: Database, filters: { q?: string | undefined; page: number; per_page: number }) {
  const q = filters.q ?? '';
  const match: SQL | undefined = q ? or(ilike(fullName, containing(q)), ilike(users.email, containing(q))) : undefined;
  const rows = await selectOperators(db)
    .where(and(isOperator, match))
    .orderBy(sql`case when ${users.staffRole} = 'admin' then 0 else 1 end`, asc(sql`lower(${fullName})`), asc(users.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(users).where(and(isOperator, match));
  return { data: rows.map(toOperator), total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}

/** What the audit log keeps of an operator before and after a change: a member's team too. */
const auditedAccount = (a: Pick<Account, 'email' | 'role' | 'staffRole'>, teamId: number | null) => ({
  email: a.email,
  role: a.role,
  staff_role: a.staffRole,
  team_id: teamId,
});

/** The team `userId` belongs to, or null. */
async function teamOf(tx: Database, userId: number): Promise<number | null> {
  const [row] = await tx.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return row?.teamId ?? null;
}

/** Puts `userId` in team `teamId` (a member), or in none (admin, moderator, traveller); refuses an unknown team. */
async function setTeam(tx: Database, userId: number, teamId: number | null): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
  if (teamId === null) return;
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('share');
  if (!team) throw new AppError('invalid_input', { fields: { team_id: 'no such team' } });
  await tx.insert(teamMembers).values({ userId, teamId });
}

/**
 * Locks every admin's row, in id order, and answers their ids. Every change that could take the last admin
 * away takes these locks first, so two admins demoting each other at once run one after the other and the
 * second sees the first's change: on PostgreSQL a row locked FOR UPDATE is re-read once its locker commits,
 * and a row that stopped being an admin's drops out of the answer.
 */
async function lockAdmins(tx: Database): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isOperator, eq(users.staffRole, 'admin')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Refuses a change that leaves the portal without an admin: `userId` stops being one and is the only one. */
function refuseLastAdmin(admins: number[], userId: number): void {
  if (admins.length <= 1 && admins.includes(userId)) throw new AppError('last_admin');
}

/** The operator `userId`, locked for the change; not_found when the account is not an operator. */
async function lockOperator(tx: Database, userId: number): Promise<Account> {
  const [account] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isOperator))
    .for('update');
  if (!account) throw new AppError('not_found');
  return account;
}

/** The account of `email`, locked; created (a traveller account under the given names) when there is none. */
async function lockOrCreateAccount(
  tx: Database,
  email: string,
  names: { firstName: string; lastName: string },
): Promise<{ account: Account; created: boolean }> {
  const byEmail = () => tx.select().from(users).where(eq(users.email, email)).for('update');
  const [existing] = await byEmail();
  if (existing) return { account: existing, created: false };
  const [created] = await tx
    .insert(users)
    .values({ email, ...names })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return { account: created, created: true };
  // a concurrent invitation of the same address created it first: its row is committed now
  const [raced] = await byEmail();
  return { account: raced!, created: false };
}

export type InviteInput = {
  email: string;
  staff_role: StaffRole;
  team_id?: number | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
};

/**
 * inviteOperator: makes the account of `input.email` an operator in the given role (creating the account
 * when there is none, named from the input or 'Operator') and writes the invitation e-mail in the
 * account's language. Inviting someone who already is an operator in that role changes nothing (no audit
 * entry); it writes the invitation again, at most once a day (operator-messages.ts). Inviting an admin
 * as a moderator is a role change, refused for the last admin.
 */
export async function inviteOperator(
  ctx: Pick<ActionContext, 'db' | 'messages' | 'config' | 'now'>,
  actorId: number,
  input: InviteInput,
): Promise<Operator> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new AppError('invalid_input', { fields: { email: 'an e-mail address' } });
  const userId = await ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const { account, created } = await lockOrCreateAccount(tx, email, {
      firstName: input.first_name || 'Operator',
      lastName: input.last_name ?? '',
    });
    const granted = { ...account, role: 'operator' as const, staffRole: input.staff_role };
    const teamBefore = await teamOf(tx, account.id);
    const teamAfter = input.staff_role === 'member' ? (input.team_id ?? null) : null;
    if (account.role !== 'operator' || account.staffRole !== input.staff_role || teamBefore !== teamAfter) {
      if (input.staff_role !== 'admin') refuseLastAdmin(admins, account.id);
      await tx.update(users).set({ role: granted.role, staffRole: granted.staffRole }).where(eq(users.id, account.id));
      await setTeam(tx, account.id, teamAfter);
      await recordChange(tx, {
        operatorId: actorId,
        action: 'inviteOperator',
        entity: 'operator',
        entityId: account.id,
        before: created ? null : auditedAccount(account, teamBefore),
        after: auditedAccount(granted, teamAfter),
      });
    }
    const invitation = {
      userId: account.id,
      email,
      firstName: account.firstName,
      language: readerLanguage(account.language),
      staffRole: input.staff_role,
      day: calendarDateIn(ctx.now),
    };
    await ctx.messages.write(tx, operatorInvitationMessage(invitation, { publicUrl: ctx.config.PUBLIC_URL }));
    return account.id;
  });
  ctx.messages.wake();
  return operatorById(ctx.db, userId);
}

/**
 * updateOperatorRole: changes an operator's staff role and a member's team; the last admin cannot stop being
 * one. Every session of theirs reads the new access on its next operator request. Audited.
 */
export async function updateOperatorRole(
  db: Database,
  actorId: number,
  userId: number,
  change: { staffRole: StaffRole; teamId: number | null },
): Promise<Operator> {
  const { staffRole } = change;
  const teamAfter = staffRole === 'member' ? change.teamId : null;
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const account = await lockOperator(tx, userId);
    const teamBefore = await teamOf(tx, userId);
    if (account.staffRole === staffRole && teamBefore === teamAfter) return;
    if (staffRole !== 'admin') refuseLastAdmin(admins, userId);
    await tx.update(users).set({ staffRole }).where(eq(users.id, userId));
    await setTeam(tx, userId, teamAfter);
    await recordChange(tx, {
      operatorId: actorId,
      action: 'updateOperatorRole',
      entity: 'operator',
      entityId: userId,
      before: auditedAccount(account, teamBefore),
      after: auditedAccount({ ...account, staffRole }, teamAfter),
    });
  });
  return operatorById(db, userId);
}

/**
 * removeOperator: the person keeps a traveller account without the operator role, and every session of
 * theirs ends at once — operator actions read the session afresh, and every process drops the ended
 * sessions from its session cache (the bus). The last admin cannot be removed; an admin may remove
 * themselves while another admin remains. Audited.
 */
export async function removeOperator(
  ctx: Pick<ActionContext, 'db' | 'bus' | 'now'>,
  actorId: number,
  userId: number,
): Promise<void> {
  const ended = await ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const account = await lockOperator(tx, userId);
    refuseLastAdmin(admins, userId);
    const removed = { ...account, role: 'user' as const, staffRole: null };
    const teamBefore = await teamOf(tx, userId);
    await tx.update(users).set({ role: removed.role, staffRole: removed.staffRole }).where(eq(users.id, userId));
    await setTeam(tx, userId, null);
    const tokenHashes = await endSessionsOf(tx, userId, ctx.now);
    await recordChange(tx, {
      operatorId: actorId,
      action: 'removeOperator',
      entity: 'operator',
      entityId: userId,
      before: auditedAccount(account, teamBefore),
      after: auditedAccount(removed, null),
    });
    return tokenHashes;
  });
  for (const tokenHash of ended) await ctx.bus.publish('session-revoked', tokenHash);
}
