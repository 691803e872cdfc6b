import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDestination, createPackage, createSession, createUser } from '../test/factories.ts';
import { formBody, formHeaders } from '../test/harness.ts';
import { startOtlpCollector, type CollectedSpan } from '../test/otlp-collector.ts';
import { smtpServer } from '../test/smtp.ts';
import { copyTemplate } from '../test/templates.ts';
import { activeTracing, startTracing, stopTracing } from './tracing.ts';

// docs/decisions/070: with an OTLP endpoint, a request's span (its parent the caller's traceparent), its action's and
// its statements' and provider calls' reach a real collector, linked parent to child; its log lines carry the trace id.

const serverKind = 2;
const clientKind = 3;

describe('traces', () => {
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let app: FastifyInstance;
  let base: string;
  let dataDir: string;
  const lines: string[] = [];
  const smtp = smtpServer();

  beforeAll(async () => {
    collector = await startOtlpCollector();
    await startTracing({ endpoint: collector.url, serviceName: 'portal-test' });
    // opened after tracing started, as server.ts does, so its statements are spans
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl: inject('postgresTemplateUrl') });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-traces-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'info',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: await smtp.start(),
    });
    app = await buildApp({ config, db: database.db, publicCacheMs: 0, logStream: { write: (line) => lines.push(line) } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await stopTracing();
    await collector?.close();
    await smtp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const hex = (bytes: number, digit: string) => digit.repeat(bytes * 2);

  async function post(fields: Record<string, string | number>, token: string, traceparent: string) {
    const response = await fetch(`${base}/api`, {
      method: 'POST',
      headers: { ...formHeaders, authorization: `Bearer ${token}`, traceparent },
      body: formBody(fields),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      requestId: response.headers.get('x-request-id'),
    };
  }

  /** The spans of one trace once the batch is flushed to the collector. */
  async function traceOf(traceId: string): Promise<CollectedSpan[]> {
    await activeTracing()!.flush();
    return collector.spans.filter((span) => span.traceId === traceId);
  }

  const ancestors = (spans: CollectedSpan[], span: CollectedSpan): string[] => {
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const chain: string[] = [];
    for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? '')) chain.push(at.name);
    return chain;
  };

  it("a booking's createPurchase: request, action, statements and the payment provider's call, linked under the caller's span", async () => {
    const user = await createUser(database.db);
    const token = await createSession(database.db, user.id);
    const pkg = await createPackage(database.db, { destinationId: (await createDestination(database.db)).id });
    const traceId = hex(16, 'a');
    const callerSpan = hex(8, 'b');
    const traceparent = `00-${traceId}-${callerSpan}-01`;

    const held = await post(
      {
        action: 'createPurchase',
        items: JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1 }] }),
        site: 'sharjah',
        channel: 'web',
      },
      token,
      traceparent,
    );
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const spans = await traceOf(traceId);
    const requests = spans.filter((s) => s.kind === serverKind);
    expect(requests.map((s) => [s.name, s.parentSpanId])).toEqual([['POST /api', callerSpan]]);
    const purchase = spans.find((s) => s.name === 'action createPurchase')!;
    expect(purchase.parentSpanId).toBe(requests[0]!.spanId);
    const statements = spans.filter((s) => s.kind === clientKind && s.name.startsWith('db '));
    // the hold's rows are written inside the action: its statements descend from it
    const writes = statements.filter(
      (s) => /^db (insert|update)$/.test(s.name) && ancestors(spans, s).includes('action createPurchase'),
    );
    expect(writes.length).toBeGreaterThan(0);
    const payment = spans.find((s) => s.name === 'payments.createPayment')!;
    expect(payment.kind).toBe(clientKind);
    expect(ancestors(spans, payment)).toEqual(['action createPurchase', 'POST /api']);

    // each log line of those requests names the trace
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; trace_id?: string });
    const ofRequest = logged.filter((line) => line.reqId === held.requestId);
    expect(ofRequest.length).toBeGreaterThan(0);
    expect(ofRequest.every((line) => line.trace_id === traceId)).toBe(true);
  });

  it('a request without traceparent starts a trace of its own', async () => {
    const before = new Set(collector.spans.map((s) => s.traceId));
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    await activeTracing()!.flush();
    const health = collector.spans.find((s) => s.name === 'GET /healthz' && !before.has(s.traceId))!;
    expect(health.parentSpanId ?? '').toBe('');
    expect(
      collector.spans.some((s) => s.traceId === health.traceId && s.parentSpanId === health.spanId && s.name === 'db select'),
    ).toBe(true);
  });

  it('each e-mail handed to the SMTP server is a client span', async () => {
    const response = await fetch(`${base}/api`, {
      method: 'POST',
      headers: formHeaders,
      body: formBody({
        action: 'contactUs',
        name: 'Aisha Tester',
        email: 'aisha@example.ae',
        message: 'A question about the tours',
      }),
    });
    expect(response.status).toBe(200);
    // the wake-up after the commit delivers it (docs/decisions/022); its span ends once the SMTP server took it
    await vi.waitFor(() => expect(smtp.state.accepted.length).toBeGreaterThan(0), { timeout: 20_000 });
    await vi.waitFor(
      async () => {
        await activeTracing()!.flush();
        expect(collector.spans.filter((s) => s.name === 'smtp send').map((s) => s.kind)).toContain(clientKind);
      },
      { timeout: 20_000 },
    );
  });
});

describe('traces off', () => {
  it('loads nothing of the SDK, the exporter or lib/tracing-sdk.ts when the app and its database client are imported', async () => {
    // a process of its own, whose module loads are all seen: this one has loaded the SDK for the tests above
    const probe = `
      import { registerHooks } from 'node:module';
      const loaded = new Set();
      registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.add(found.url); return found; } });
      await import(${JSON.stringify(path.resolve(import.meta.dirname, '../app.ts'))});
      await import(${JSON.stringify(path.resolve(import.meta.dirname, '../db/open.ts'))});
      console.log(JSON.stringify([...loaded]));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe]);
    const loaded = JSON.parse(stdout) as string[];
    expect(loaded.some((url) => url.endsWith('/lib/tracing.ts'))).toBe(true);
    expect(loaded.filter((url) => /sdk-trace|exporter-trace|@opentelemetry\/resources|tracing-sdk\.ts/.test(url))).toEqual([]);
  });
});
