import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { loadConfig } from '../config.ts';
import type { DispatcherOptions } from '../http/dispatcher.ts';
import { LocalBus } from '../lib/bus.ts';
import { sandboxProvider } from '../providers/payments/sandbox.ts';
import type { PaymentProvider } from '../providers/payments/payments.ts';
import { copyTemplate } from './templates.ts';

/**
 * A fresh database (copied from the migrated template, PGlite or PostgreSQL) and the whole app built
 * on it, for one test file. Nothing is seeded: tests build their data with the factories.
 */
export async function createTestApp(
  options: {
    now?: () => Date;
    webDistDir?: string;
    publicCacheMs?: number;
    config?: Parameters<typeof loadConfig>[0];
    payments?: PaymentProvider;
  } = {},
) {
  const database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl: inject('postgresTemplateUrl') });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
    ...options.config,
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    publicCacheMs: options.publicCacheMs ?? 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A form-encoded POST to the action endpoint, as the browser sends it. */
export function formBody(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** An action POSTed to /api as the browser's form sends it, with the user's bearer token when one is given. */
export function postAction(app: Awaited<ReturnType<typeof buildApp>>, fields: Record<string, string | number>, token?: string) {
  return app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: formBody(fields),
  });
}

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart body as a browser's FormData sends it, parts in the given order. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The 6-digit code of the newest message to an e-mail address or mobile number, as the outbox keeps it. */
export async function lastCodeSentTo(db: Database, recipient: string): Promise<string> {
  const [m] = await db.select().from(messages).where(eq(messages.recipient, recipient)).orderBy(desc(messages.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/**
 * What a test that mounts the dispatcher alone passes it: test configuration, no public cache, a local bus,
 * outbox and payments that reach nothing; `options` replaces any of it.
 */
export function dispatcherTestOptions(
  db: Database,
  options: Partial<DispatcherOptions> & Pick<DispatcherOptions, 'actions'>,
): DispatcherOptions {
  return {
    db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    publicCacheMs: 0,
    bus: new LocalBus(),
    now: () => new Date(),
    messages: { send: async () => {}, write: async () => {}, wake: () => {} },
    payments: sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' }),
    ...options,
  };
}
