import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBefore, runMigration } from '../test/migrations.ts';

const tag = '0005_message_outbox';
let pglite: PGlite;

/** Runs one migration's statements as drizzle's migrator does. */
const run = (migration: string) => runMigration(migration, (statement) => pglite.exec(statement));

beforeAll(async () => {
  // the schema as it was before the outbox (every earlier migration run: on a busy machine, up to a minute)
  pglite = await pgliteBefore(tag);
}, 180_000);
afterAll(() => pglite.close());

describe(`migration ${tag}`, () => {
  it('settles the messages written before the outbox, so none is sent again, and keeps their errors', async () => {
    await pglite.exec(`
      insert into messages (channel, recipient, subject, body, language, provider, sent_at, error) values
        ('email', 'a@example.com', 'Your Sharjah Experiences code', 'Your code is 111111.', 'en', 'outbox', null, null),
        ('email', 'b@example.com', 'Your booking is confirmed · P1', 'Hello', 'en', 'smtp', now(), null),
        ('email', 'c@example.com', 'تم تأكيد حجزك · P2', 'مرحبًا', 'ae', 'smtp', null, 'connection refused'),
        ('email', 'team@example.com', 'Contact form: Sara', 'Hi', 'en', 'smtp', null, null);
    `);
    await run(tag);
    const { rows } = await pglite.query<Record<string, unknown>>(
      'select recipient, kind, status, attempts, idempotency_key, last_error, sent_at is not null as sent from messages order by id',
    );
    expect(rows).toEqual([
      expect.objectContaining({ recipient: 'a@example.com', kind: 'code', status: 'sent', sent: true, last_error: null }),
      expect.objectContaining({ recipient: 'b@example.com', kind: 'booking_confirmation', status: 'sent', sent: true }),
      expect.objectContaining({
        recipient: 'c@example.com',
        kind: 'booking_confirmation',
        status: 'failed',
        last_error: 'connection refused',
      }),
      expect.objectContaining({
        recipient: 'team@example.com',
        kind: 'contact',
        status: 'failed',
        last_error: 'not delivered before the outbox',
      }),
    ]);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(4);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
