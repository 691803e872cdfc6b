import { createHash } from 'node:crypto';
import type { ErrorLanguage } from '@portal/contract/error-texts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { SessionUser } from './actions.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenShape = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1] && tokenShape.test(m[1]) ? m[1] : null;
}

/** A session token sent as `?token=` (spec part 1 §7 uploadInvoice), or null. */
export function queryToken(value: unknown): string | null {
  return typeof value === 'string' && tokenShape.test(value) ? value : null;
}

/** The URL as logs may show it: a query-string token is a session for 30 days to whoever reads the log. */
export function redactQueryToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** The user behind a live (not expired, not revoked) session token, with their stored language, or null. */
export async function userForToken(
  db: Database,
  token: string,
  now: Date,
): Promise<(SessionUser & { language: ErrorLanguage }) | null> {
  const rows = await db
    .select({ id: users.id, role: users.role, sessionId: sessions.id, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * What the dispatcher learnt of a request's token: the stored language of its user, or null when the token
 * was checked and is not a live session. The failure envelope reads it instead of asking the database again.
 */
const signedInLanguages = new WeakMap<object, ErrorLanguage | null>();

export function rememberSignedInLanguage(request: object, language: ErrorLanguage | null): void {
  signedInLanguages.set(request, language);
}

/** undefined: the token was not checked; null: checked, nobody signed in. */
export function signedInLanguageOf(request: object): ErrorLanguage | null | undefined {
  return signedInLanguages.get(request);
}
