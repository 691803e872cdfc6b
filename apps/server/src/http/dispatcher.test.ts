import { defineAction } from '@portal/contract/action';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { sandboxProvider } from '../providers/payments/sandbox.ts';
import { createSession, createUser } from '../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';
import { bindAction, requireUser } from './actions.ts';
import { registerDispatcher } from './dispatcher.ts';
import { registerErrorHandler } from './error-handler.ts';

const whoAmI = defineAction({
  name: 'whoAmI',
  auth: 'user',
  summary: 'test',
  input: z.object({}),
  output: z.object({ user_id: z.number() }),
  cacheSeconds: 0,
});
const operatorOnly = defineAction({
  name: 'operatorOnly',
  auth: 'operator',
  summary: 'test',
  input: z.object({}),
  output: z.object({ ok: z.literal(1) }),
  cacheSeconds: 0,
});
const brokenAnswer = defineAction({
  name: 'brokenAnswer',
  auth: 'public',
  summary: 'test',
  input: z.object({}),
  output: z.object({ count: z.number() }),
  cacheSeconds: 0,
});

const now = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerDispatcher(app, {
    db: t.db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    publicCacheMs: 0,
    now: () => now,
    messages: { send: async () => {} },
    payments: sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' }),
    actions: [
      bindAction(whoAmI, async (_input, ctx) => ({ user_id: requireUser(ctx).id })),
      bindAction(operatorOnly, async () => ({ ok: 1 as const })),
      bindAction(brokenAnswer, async () => ({ count: 'many' }) as never),
    ],
  });
});

afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (action: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: formBody({ action }),
  });

describe('auth levels', () => {
  it('asks for a login with 401 and login_required when no token is sent', async () => {
    const res = await call('whoAmI');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 0, code: 'login_required', login_required: 1, msg: 'Login is required' });
  });

  it('gives a user action the user of the bearer token', async () => {
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id);
    const res = await call('whoAmI', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, user_id: user.id });
  });

  it('refuses an expired token with 401 and login_required', async () => {
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id, { expiresAt: new Date(now.getTime() - 1000) });
    const res = await call('whoAmI', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().login_required).toBe(1);
  });

  it('refuses a revoked token', async () => {
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id, { revokedAt: new Date(now.getTime() - 1000) });
    expect((await call('whoAmI', token)).statusCode).toBe(401);
  });

  it('refuses a token nobody was given', async () => {
    expect((await call('whoAmI', 'A'.repeat(43))).statusCode).toBe(401);
  });

  it('keeps operator actions from ordinary users with 403', async () => {
    const user = await createUser(t.db);
    const res = await call('operatorOnly', await createSession(t.db, user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('lets an operator through', async () => {
    const operator = await createUser(t.db, { role: 'operator' });
    const res = await call('operatorOnly', await createSession(t.db, operator.id));
    expect(res.statusCode).toBe(200);
  });

  it('does not serve token-bound actions by GET', async () => {
    const res = await app.inject({ method: 'GET', url: '/api?action=whoAmI' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('contract checks', () => {
  it('turns an answer that breaks its own output schema into a 500 without details', async () => {
    const res = await call('brokenAnswer');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: 0, code: 'internal', msg: 'Something went wrong, please try again' });
  });
});
