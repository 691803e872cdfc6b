import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLoopbackAddress, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { messages } from '../db/schema/index.ts';
import { fieldErrors } from './dispatcher.ts';
import { AppError } from './errors.ts';

const query = z.object({
  token: z.string().optional(),
  // a NUL byte would reach PostgreSQL, which refuses it in text
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\0]*$/, 'no NUL byte')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Who may read the outbox (docs/decisions/019): nobody when a provider really sends (then the outbox is not
 * where messages go, and listing it would only leak codes); otherwise DEV_OUTBOX, which is `off` in production
 * unless set. loadConfig refuses DEV_OUTBOX=on wherever it could reach another machine.
 */
export function outboxAccess(config: Config): Config['DEV_OUTBOX'] {
  if (config.EMAIL_PROVIDER !== 'outbox' || config.SMS_PROVIDER !== 'outbox') return 'off';
  return config.DEV_OUTBOX;
}

/**
 * A client on this machine talking to the socket itself: the socket's address, which no header can
 * change, is loopback, and no proxy relayed the request (a proxy on this machine would make every
 * remote visitor look local, so a forwarding header only ever refuses, never admits).
 */
function isDirectLocalClient(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress);
}

/** The outbox's token as the request shows it (`?token=` or `X-Outbox-Token`), compared in constant time. */
function showsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers['x-outbox-token'];
  const fromQuery = (request.query as Record<string, unknown>).token;
  const shown = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : '';
  const [a, b] = [Buffer.from(shown), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The address that opens the outbox in a browser, for the start-up log. */
export function outboxAddress(config: Config): string {
  return `${config.PUBLIC_URL}/dev/outbox?token=${config.DEV_OUTBOX_TOKEN}`;
}

/**
 * GET /dev/outbox — the newest stored messages, newest first, for development and the end-to-end
 * journeys (which read their sign-in codes here). Registered only when `outboxAccess` allows it; a client
 * that is not allowed (with `loopback`, one not on this machine) or shows no token gets the same 404 as a
 * path that does not exist.
 */
export function registerOutbox(
  app: FastifyInstance,
  db: Database,
  access: 'loopback' | 'on',
  token: string,
  delivery: { now: Clock; wake: () => void },
): void {
  /** Whether the client may use the outbox; one that may not has had the 404 of a path that does not exist. */
  function admitted(request: FastifyRequest, reply: FastifyReply): boolean {
    if (access === 'loopback' && !isDirectLocalClient(request)) {
      request.log.warn('outbox refused to a client that is not local');
      reply.callNotFound();
      return false;
    }
    if (!showsToken(request, token)) {
      request.log.warn('outbox refused to a client without its token');
      reply.callNotFound();
      return false;
    }
    return true;
  }

  app.get('/dev/outbox', async (request, reply) => {
    if (!admitted(request, reply)) return reply;
    const parsed = query.safeParse(request.query);
    if (!parsed.success) throw new AppError('invalid_input', { fields: fieldErrors(parsed.error) });
    const q = parsed.data;
    const rows = await db
      .select()
      .from(messages)
      .where(q.to ? eq(messages.recipient, q.to) : undefined)
      .orderBy(desc(messages.id))
      .limit(q.limit);
    return reply.header('cache-control', 'no-store').send({
      data: rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject,
        body: m.body,
        language: m.language,
        provider: m.provider,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
        status: m.status,
        attempts: m.attempts,
        error: m.lastError,
        attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, base64: a.base64 })),
      })),
    });
  });

  /**
   * POST /dev/outbox/due?to= — the recipient's scheduled messages (a gift card's e-mail waits for 09:00 Dubai on
   * its day, docs/decisions/068) become due now, and the sweeper delivers them as it would at their hour: the
   * journeys, which run on the machine's clock at any hour, see the delivery without waiting for it.
   */
  app.post('/dev/outbox/due', async (request, reply) => {
    if (!admitted(request, reply)) return reply;
    const parsed = query.pick({ token: true, to: true }).required({ to: true }).safeParse(request.query);
    if (!parsed.success) throw new AppError('invalid_input', { fields: fieldErrors(parsed.error) });
    const now = delivery.now();
    const moved = await db
      .update(messages)
      .set({ sendAt: now, nextAttemptAt: now })
      .where(and(eq(messages.recipient, parsed.data.to), eq(messages.status, 'pending'), gt(messages.sendAt, now)))
      .returning({ id: messages.id });
    delivery.wake();
    return reply.header('cache-control', 'no-store').send({ data: { due: moved.length } });
  });
}
