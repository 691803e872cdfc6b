import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { User } from '@portal/contract/accounts';
import { dubaiTimestamp } from '@portal/domain/dates';
import type { Database } from '../../db/client.ts';
import { otpChallenges, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { Bus } from '../../lib/bus.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import { codeMatches, codeMessage, hashCode, maskIdentifier, newCode, otpRules } from './otp.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** docs/architecture.md "Identity and operators": 30 days (spec part 1 §9: 2592000000 ms). */
export const sessionLifetimeMs = 2_592_000_000;

type UserRow = typeof users.$inferSelect;
type Language = 'en' | 'ae';

/** spec part 1 §3 User `name`: first and last name joined; a one-word name has an empty last name. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
  };
}

export type Registration = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  referral?: string | undefined;
  traffic_referral?: string | undefined;
};

type Target = { purpose: 'register' | 'login'; channel: 'email' | 'sms'; identifier: string };

export type AccountDeps = {
  db: Database;
  messages: MessageSender;
  now: Date;
  clientAddress: string;
  limits: { sendsPerAddressPerHour: number; verifiesPerAddressPer10Minutes: number; resendCooldownMs?: number };
};

async function findUserBy(db: Database, by: { email?: string | undefined; mobile?: string | undefined }) {
  const where = by.email !== undefined ? eq(users.email, by.email) : eq(users.mobile, by.mobile ?? '');
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

/**
 * Every request for a code counts against its client address before anything is looked up, so the
 * answers 'Email already exist' and 'Invalid Login Credentials' cannot be used to test addresses in bulk.
 */
async function countSendFromAddress(deps: AccountDeps) {
  await hitRateLimit(deps.db, {
    key: `otp-send:addr:${deps.clientAddress}`,
    windowMs: 3_600_000,
    max: deps.limits.sendsPerAddressPerHour,
    now: deps.now,
  });
}

async function issueCode(deps: AccountDeps, target: Target, language: Language, payload: Record<string, string> | null) {
  const { db, now } = deps;
  const [last] = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(eq(otpChallenges.identifier, target.identifier))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const cooldownMs = deps.limits.resendCooldownMs ?? otpRules.resendCooldownMs;
  if (last && now.getTime() - last.createdAt.getTime() < cooldownMs) {
    const retryAfter = Math.ceil((last.createdAt.getTime() + cooldownMs - now.getTime()) / 1000);
    throw new AppError('resend_too_soon', { retryAfter });
  }
  await hitRateLimit(db, {
    key: `otp-send:id:${target.identifier}`,
    windowMs: 3_600_000,
    max: otpRules.sendsPerIdentifierPerHour,
    now,
  });

  const code = newCode();
  // the code and its message commit together (docs/decisions/022): no code is stored that is never sent
  await db.transaction(async (tx) => {
    // only the newest code of an identifier works
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.identifier, target.identifier), isNull(otpChallenges.consumedAt)));
    const [challenge] = await tx
      .insert(otpChallenges)
      .values({
        purpose: target.purpose,
        channel: target.channel,
        identifier: target.identifier,
        codeHash: hashCode(target.identifier, code),
        payload,
        clientAddress: deps.clientAddress,
        createdAt: now,
        expiresAt: new Date(now.getTime() + otpRules.validMs),
      })
      .returning({ id: otpChallenges.id });
    await deps.messages.write(tx, {
      kind: 'code',
      idempotencyKey: `code:${challenge!.id}`,
      channel: target.channel,
      to: target.identifier,
      language,
      ...codeMessage(code, language),
    });
  });
  // a code is awaited by someone at the screen: delivered now, not at the sweeper's next tick
  deps.messages.wake();
  return {
    status: 'success' as const,
    channel: target.channel,
    sent_to: maskIdentifier(target.identifier),
    expires_in: otpRules.validMs / 1000,
    resend_after: cooldownMs / 1000,
  };
}

/** Registration codes go to the e-mail address, which becomes the account's fixed identity. */
export async function sendRegistrationCode(deps: AccountDeps, fields: Registration, language: Language) {
  await countSendFromAddress(deps);
  if (await findUserBy(deps.db, { email: fields.email })) throw new AppError('account_exists');
  if (await findUserBy(deps.db, { mobile: fields.mobile })) throw new AppError('mobile_taken');
  const payload = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return issueCode(deps, { purpose: 'register', channel: 'email', identifier: fields.email }, language, payload);
}

export async function sendLoginCode(
  deps: AccountDeps,
  by: { email?: string | undefined; mobile?: string | undefined },
  /** the page's language; without one, the language the account signed up in */
  language: Language | undefined,
) {
  await countSendFromAddress(deps);
  const user = await findUserBy(deps.db, by);
  if (!user) throw new AppError('account_not_found');
  const target: Target =
    by.email !== undefined
      ? { purpose: 'login', channel: 'email', identifier: by.email }
      : { purpose: 'login', channel: 'sms', identifier: by.mobile ?? '' };
  return issueCode(deps, target, language ?? user.language ?? 'en', null);
}

/**
 * Consumes the newest live code of the identifier. A wrong code counts a try; the fifth wrong try
 * kills the code. Consuming is a conditional update, so a code works once even when sent twice at once.
 */
async function consumeCode(deps: AccountDeps, purpose: 'register' | 'login', identifier: string, code: string) {
  const { db, now } = deps;
  await hitRateLimit(db, {
    key: `otp-verify:addr:${deps.clientAddress}`,
    windowMs: 600_000,
    max: deps.limits.verifiesPerAddressPer10Minutes,
    now,
  });
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.identifier, identifier), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge) throw new AppError('invalid_code');
  if (challenge.expiresAt.getTime() <= now.getTime()) throw new AppError('code_expired');
  if (challenge.attempts >= otpRules.maxWrongTries) throw new AppError('too_many_attempts');
  if (!codeMatches(challenge.codeHash, identifier, code)) {
    const [counted] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, otpRules.maxWrongTries)))
      .returning({ attempts: otpChallenges.attempts });
    if (!counted || counted.attempts >= otpRules.maxWrongTries) throw new AppError('too_many_attempts');
    throw new AppError('invalid_code');
  }
  const [taken] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, otpRules.maxWrongTries),
      ),
    )
    .returning({ payload: otpChallenges.payload });
  if (!taken) throw new AppError('invalid_code');
  return taken.payload;
}

async function openSession(db: Database, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expires_at: dubaiTimestamp(expiresAt) };
}

/** spec part 2 §7: "token and status"; spec part 1 §3 User carries the token too. */
function signedIn(session: { token: string; expires_at: string }, row: UserRow, msg: string) {
  return { status: 'success' as const, ...session, user: { ...toUser(row), token: session.token }, msg };
}

export async function completeRegistration(deps: AccountDeps, email: string, code: string, language: Language) {
  const payload = await consumeCode(deps, 'register', email, code);
  if (!payload?.email || !payload.mobile) throw new AppError('invalid_code');
  let row: UserRow | undefined;
  try {
    [row] = await deps.db
      .insert(users)
      .values({
        firstName: payload.first_name ?? '',
        lastName: payload.last_name ?? '',
        email: payload.email,
        mobile: payload.mobile,
        language,
        referral: payload.referral ?? null,
        trafficReferral: payload.traffic_referral ?? null,
        createdAt: deps.now,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('account_exists');
    throw err;
  }
  return signedIn(await openSession(deps.db, row!.id, deps.now), row!, 'User Registered Successfully');
}

export async function completeLogin(
  deps: AccountDeps,
  by: { email?: string | undefined; mobile?: string | undefined },
  code: string,
) {
  const identifier = by.email ?? by.mobile ?? '';
  await consumeCode(deps, 'login', identifier, code);
  const user = await findUserBy(deps.db, by);
  if (!user) throw new AppError('account_not_found');
  return signedIn(await openSession(deps.db, user.id, deps.now), user, 'Login Successfully');
}

export async function readProfile(db: Database, userId: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('login_required');
  return toUser(row);
}

export async function updateProfile(
  db: Database,
  userId: number,
  fields: { first_name: string; last_name: string; mobile: string },
) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, fields.mobile), ne(users.id, userId)))
    .limit(1);
  if (other) throw new AppError('mobile_taken');
  try {
    const [row] = await db
      .update(users)
      .set({ firstName: fields.first_name, lastName: fields.last_name, mobile: fields.mobile })
      .where(eq(users.id, userId))
      .returning();
    return { data: toUser(row!), msg: 'Profile Updated Successfully' };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('mobile_taken');
    throw err;
  }
}

/** Logout: ends the session, and every process drops it from its session-lookup cache at once (lib/bus.ts). */
export async function revokeSession(deps: { db: Database; bus: Bus; now: Date }, sessionId: number) {
  const [revoked] = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  if (revoked) await deps.bus.publish('session-revoked', revoked.tokenHash);
}
