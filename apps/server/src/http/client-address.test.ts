import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, formBody, formHeaders } from '../test/harness.ts';

// decision 019: the per-address limits key on the client address, which a client must not choose

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The same app with one more route that shows the address every limit keys on (request.ip). */
async function appShowingClientAddress(config: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(config);
  t.app.get('/test/client-address', async (request) => ({ ip: request.ip }));
  return t;
}

const addressSeen = async (t: TestApp, remoteAddress: string, forwardedFor?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/test/client-address',
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  return (res.json() as { ip: string }).ip;
};

const sendCode = (t: TestApp, i: number, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress,
    headers: { ...formHeaders, 'x-forwarded-for': forwardedFor },
    payload: formBody({
      action: 'sendOtp',
      name: `Visitor ${i}`,
      email: `visitor${i}@example.ae`,
      mobile: `+97150123${String(i).padStart(4, '0')}`,
    }),
  });

describe('with TRUST_PROXY unset (the default), in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appShowingClientAddress({ config: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('takes the socket address as the client, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(t, '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
  });

  it('keeps the per-address code limit for one machine that writes 30 different X-Forwarded-For values', async () => {
    const limit = t.config.OTP_SENDS_PER_ADDRESS_PER_HOUR;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await sendCode(t, i, '198.51.100.9', `203.0.113.${i + 1}`)).statusCode);
    expect(
      statuses.slice(0, limit).every((status) => status === 200),
      String(statuses),
    ).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array.from({ length: 30 - limit }, () => 429));
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appShowingClientAddress({ config: { NODE_ENV: 'production', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the right-most forwarded address, the one the proxy wrote, as the client', async () => {
    expect(await addressSeen(t, '10.0.0.2', '127.0.0.1, 203.0.113.50')).toBe('203.0.113.50');
  });

  it('counts requests relayed for one client together, whatever that client writes before it', async () => {
    const limit = t.config.OTP_SENDS_PER_ADDRESS_PER_HOUR;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push((await sendCode(t, i, '10.0.0.2', `192.0.2.${i + 1}, 203.0.113.60`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appShowingClientAddress({ config: { TRUST_PROXY: '10.0.0.0/8, ::1' } });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from those addresses, and skips every trusted hop', async () => {
    expect(await addressSeen(t, '10.0.0.2', '203.0.113.70, 10.1.1.1')).toBe('203.0.113.70');
    expect(await addressSeen(t, '198.51.100.4', '203.0.113.70')).toBe('198.51.100.4');
  });
});

describe('TRUST_PROXY values', () => {
  it('accepts off, hop counts, and lists of addresses, CIDRs and range names', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8, loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', 'fd00::/8', 'loopback'],
    });
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example', '-1', '11'])('refuses %s with a clear configuration error', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/Invalid configuration: TRUST_PROXY/);
  });
});
