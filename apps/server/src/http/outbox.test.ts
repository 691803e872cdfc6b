import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { messages } from '../db/schema/index.ts';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';
import { outboxAddress } from './outbox.ts';

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

/** The header that shows the outbox's token of a test app. */
const tokenOf = (app: { config: { DEV_OUTBOX_TOKEN: string } }) => ({ 'x-outbox-token': app.config.DEV_OUTBOX_TOKEN });

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
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=Reader@Example.ae', headers: tokenOf(t) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json() as { data: { to: string; channel: string; body: string; provider: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: 'reader@example.ae', channel: 'email', provider: 'outbox' });
    expect(data[0]!.body).toMatch(/Your code is \d{6}\./);
  });

  it('refuses a recipient with a NUL byte with 400 and the field, not a 500 from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=a%00b@example.ae', headers: tokenOf(t) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('to');
  });

  it('refuses a bad limit with 400 and the field, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=abc', headers: tokenOf(t) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'invalid_input' });
    expect(res.json().fields).toHaveProperty('limit');
  });

  it('does not exist in production', async () => {
    expect((await sendCode(production.app, 'reader@example.ae')).statusCode).toBe(200);
    const res = await production.app.inject({ method: 'GET', url: '/dev/outbox', headers: tokenOf(production) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reader@example.ae');
  });

  it('in production only when DEV_OUTBOX=loopback asks for it, as `npm start` does for the demo: the machine itself reads it, nobody else', async () => {
    const demo = await createTestApp({ config: { NODE_ENV: 'production', DEV_OUTBOX: 'loopback' } });
    try {
      expect((await sendCode(demo.app, 'demo@example.ae')).statusCode).toBe(200);
      const local = await demo.app.inject({ method: 'GET', url: '/dev/outbox?to=demo@example.ae', headers: tokenOf(demo) });
      expect(local.statusCode).toBe(200);
      expect(local.json().data[0].body).toMatch(/\d{6}/);
      const remote = await demo.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '203.0.113.9',
        headers: tokenOf(demo),
      });
      expect(remote.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});

// decision 019: the outbox lists every sign-in code, so it must never be readable from another machine
describe('who may read GET /dev/outbox', () => {
  let smtp: Awaited<ReturnType<typeof createTestApp>>;
  let sms: Awaited<ReturnType<typeof createTestApp>>;
  let open: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await createTestApp({ config: { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' } });
    sms = await createTestApp({ config: { SMS_PROVIDER: 'sms', SMS_API_URL: 'http://127.0.0.1:1/sms' } });
    open = await createTestApp({ config: { DEV_OUTBOX: 'on' } });
  });
  afterAll(async () => {
    await smtp.close();
    await sms.close();
    await open.close();
  });

  it('does not exist when e-mails are really sent, even to this machine', async () => {
    const res = await smtp.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: tokenOf(smtp) });
    expect(res.statusCode).toBe(404);
  });

  it('does not exist when text messages are really sent', async () => {
    const res = await sms.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: tokenOf(sms) });
    expect(res.statusCode).toBe(404);
  });

  it('answers a client on this machine, over IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers: tokenOf(t) });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('answers 404 to another machine, even one that says X-Forwarded-For: 127.0.0.1', async () => {
    expect((await sendCode(t.app, 'victim@example.ae')).statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.9', '10.0.0.7', '::ffff:192.168.1.20']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress,
        headers: { ...tokenOf(t), 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('victim@example.ae');
    }
  });

  // a proxy on this machine that adds no forwarding header (a plain proxy_pass, a TCP forwarder) makes every
  // visitor look local: what they cannot show is the token the server printed when it started
  it("answers 404 to a local client without the outbox's token, or with a wrong one, and 200 with it in the address", async () => {
    expect((await sendCode(t.app, 'proxied@example.ae')).statusCode).toBe(200);
    for (const headers of [{}, { 'x-outbox-token': 'a-wrong-token-of-24-chars' }, { 'x-outbox-token': '' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('proxied@example.ae');
    }
    const wrongInAddress = await t.app.inject({ method: 'GET', url: '/dev/outbox?token=nope', remoteAddress: '127.0.0.1' });
    expect(wrongInAddress.statusCode).toBe(404);
    const address = new URL(outboxAddress(t.config));
    const res = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}`, remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('proxied@example.ae');
  });

  it('answers 404 to a request a proxy on this machine relayed, since it may come from anywhere', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { ...tokenOf(t), ...headers },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('with DEV_OUTBOX=on, still asks for the token', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(res.statusCode).toBe(404);
  });

  it('with DEV_OUTBOX=on, answers every client of a server that listens on loopback only', async () => {
    const res = await open.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { ...tokenOf(open), 'x-forwarded-for': '192.168.1.20' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('with DEV_OUTBOX=off, does not exist', async () => {
    const off = await createTestApp({ config: { DEV_OUTBOX: 'off' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/dev/outbox', headers: tokenOf(off) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it.each([
    ['HOST on every interface', { HOST: '0.0.0.0' }],
    ['HOST on a public address', { HOST: '203.0.113.5' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a proxy in front', { TRUST_PROXY: '1' }],
    ['e-mails really sent', { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' }],
  ] as const)('refuses to start with DEV_OUTBOX=on and %s', (_name, settings) => {
    expect(() => loadConfig({ HOST: '127.0.0.1', NODE_ENV: 'development', ...settings, DEV_OUTBOX: 'on' })).toThrow(
      /Invalid configuration: DEV_OUTBOX/,
    );
  });

  it('starts with DEV_OUTBOX=on on loopback', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost'])
      expect(loadConfig({ HOST, NODE_ENV: 'development', DEV_OUTBOX: 'on' }).DEV_OUTBOX).toBe('on');
  });
});

// decision 068: a gift card's e-mail waits for 09:00 Dubai on its day; the journeys make it due without waiting
describe('POST /dev/outbox/due', () => {
  const now = new Date('2026-11-25T02:00:00Z');
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ now: () => now });
  });
  afterAll(async () => {
    await app.close();
  });

  const scheduled = async (to: string, key: string) =>
    (
      await app.db
        .insert(messages)
        .values({
          kind: 'gift_card',
          idempotencyKey: key,
          channel: 'email',
          recipient: to,
          subject: 'A gift card',
          body: 'Your gift card',
          provider: 'outbox',
          sendAt: new Date('2026-11-25T05:00:00Z'),
        })
        .returning()
    )[0]!;

  it("makes the recipient's scheduled messages due now, and the sweeper delivers them; another's stay scheduled", async () => {
    const mine = await scheduled('holder@example.ae', 'due-test:mine');
    const theirs = await scheduled('someone@example.ae', 'due-test:theirs');
    const res = await app.app.inject({ method: 'POST', url: '/dev/outbox/due?to=Holder@Example.ae', headers: tokenOf(app) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { due: 1 } });
    await app.app.messageSweeper.sweepOnce();
    await vi.waitFor(async () => {
      const [row] = await app.db.select().from(messages).where(eq(messages.id, mine.id));
      expect(row).toMatchObject({ status: 'sent', sendAt: now });
    });
    const [other] = await app.db.select().from(messages).where(eq(messages.id, theirs.id));
    expect(other).toMatchObject({ status: 'pending', sendAt: new Date('2026-11-25T05:00:00Z'), attempts: 0 });
  });

  it('asks for the recipient, and is refused like the list without the token', async () => {
    const missing = await app.app.inject({ method: 'POST', url: '/dev/outbox/due', headers: tokenOf(app) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('to');
    const anonymous = await app.app.inject({ method: 'POST', url: '/dev/outbox/due?to=holder@example.ae' });
    expect(anonymous.statusCode).toBe(404);
  });
});
