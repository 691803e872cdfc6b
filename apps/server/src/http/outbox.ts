import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { fieldErrors } from './dispatcher.ts';
import { AppError } from './errors.ts';

const query = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET /dev/outbox — the newest stored messages, newest first, for development and the end-to-end
 * journeys (which read their sign-in codes here). Never registered when NODE_ENV=production.
 */
export function registerOutbox(app: FastifyInstance, db: Database): void {
  app.get('/dev/outbox', async (request, reply) => {
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
        error: m.error,
        attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, base64: a.base64 })),
      })),
    });
  });
}
