import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let production: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ config: { NODE_ENV: 'production' } });
});

afterAll(async () => {
  await t.close();
  await production.close();
});

const sendCode = (app: typeof t.app, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api',
    headers: formHeaders,
    payload: formBody({
      action: 'sendOtp',
      type: 'register',
      first_name: 'Aisha',
      last_name: 'Tester',
      email,
      mobile: '+971501234567',
    }),
  });

describe('GET /dev/outbox', () => {
  it("lists the messages kept by the outbox provider, newest first, filtered by recipient whatever the address's capitals", async () => {
    expect((await sendCode(t.app, 'reader@example.ae')).statusCode).toBe(200);
    expect((await sendCode(t.app, 'other@example.ae')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=Reader@Example.ae' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json() as { data: { to: string; channel: string; body: string; provider: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: 'reader@example.ae', channel: 'email', provider: 'outbox' });
    expect(data[0]!.body).toMatch(/Your code is \d{6}\./);
  });

  it('refuses a bad limit with 400 and the field, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'invalid_input' });
    expect(res.json().fields).toHaveProperty('limit');
  });

  it('does not exist in production', async () => {
    expect((await sendCode(production.app, 'reader@example.ae')).statusCode).toBe(200);
    const res = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reader@example.ae');
  });
});
